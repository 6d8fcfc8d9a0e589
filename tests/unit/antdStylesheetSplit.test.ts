// The pre-built antd stylesheet is served in parts, each parsed in a task of its own; linked in their order, the parts
// must be the very sheet they were cut from.
import { splitStylesheet } from '../../shared/build/antdStylesheet.cjs';

describe('splitStylesheet', () => {
  const css = [
    ':where(.css-x).ant-btn{color:var(--ant-color-text);}',
    '@media (max-width:575px){:where(.css-x).ant-col-xs-1{flex:0 0 4.16%;}:where(.css-x).ant-col-xs-2{flex:0 0 8.3%;}}',
    '@keyframes antZoomIn{0%{transform:scale(0.2);}100%{transform:scale(1);}}',
    ':where(.css-x).ant-tag::after{content:"}{";}',
    '.data-ant-cssinjs-cache-path{content:"Shared|ant:1a2b;Button|ant-btn|anticon:3c4d";}',
  ].join('');

  it('cuts only between top-level rules, keeping @media and @keyframes blocks and braces in strings whole', () => {
    const parts = splitStylesheet(css, 60);
    expect(parts.join('')).toBe(css);
    expect(parts).toEqual([
      ':where(.css-x).ant-btn{color:var(--ant-color-text);}',
      '@media (max-width:575px){:where(.css-x).ant-col-xs-1{flex:0 0 4.16%;}:where(.css-x).ant-col-xs-2{flex:0 0 8.3%;}}',
      '@keyframes antZoomIn{0%{transform:scale(0.2);}100%{transform:scale(1);}}',
      ':where(.css-x).ant-tag::after{content:"}{";}',
      '.data-ant-cssinjs-cache-path{content:"Shared|ant:1a2b;Button|ant-btn|anticon:3c4d";}',
    ]);
  });

  it('fills each part up to the size, and gives a small sheet one part', () => {
    const parts = splitStylesheet(css, 200);
    expect(parts.join('')).toBe(css);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(200);
    expect(splitStylesheet(css)).toEqual([css]);
  });

  it('refuses a sheet that ends inside a rule', () => {
    expect(() => splitStylesheet(':where(.css-x).ant-btn{color:red;')).toThrow(/does not end where a rule ends/);
  });
});
