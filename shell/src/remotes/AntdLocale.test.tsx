import { act, render, screen } from '@testing-library/react';
import { Empty } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { changeInterfaceLanguage, createI18n } from '@bess/shared';
import { AntdLocale } from './AntdLocale';

async function renderIn(language: string) {
  const i18n = await createI18n(language);
  render(
    <I18nextProvider i18n={i18n}>
      <AntdLocale>
        <Empty />
      </AntdLocale>
    </I18nextProvider>,
  );
  return i18n;
}

describe('AntdLocale', () => {
  it("gives antd's own texts the interface language", async () => {
    await renderIn('da');
    expect(await screen.findByText('Ingen data', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });

  it('follows a language switch', async () => {
    const i18n = await renderIn('en');
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    await act(() => changeInterfaceLanguage(i18n, 'de'));
    expect(await screen.findByText('Keine Daten', { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
