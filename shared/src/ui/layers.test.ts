import { theme } from 'antd';
import { ANTD_THEMES } from './AntdLocale';
import { DIALOG_Z_INDEX } from './layers';

describe("the portal's dialogs sit on antd's base layer, under every antd popup", () => {
  it.each(Object.keys(ANTD_THEMES) as (keyof typeof ANTD_THEMES)[])('%s theme', (scheme) => {
    // antd places each popup's layer above zIndexPopupBase (Select and pickers + 50, Tooltip + 70, Popover + 30): a
    // theme that moved the base, or a dialog above it, would open popups behind their dialog.
    expect(theme.getDesignToken(ANTD_THEMES[scheme]).zIndexPopupBase).toBe(DIALOG_Z_INDEX);
  });
});
