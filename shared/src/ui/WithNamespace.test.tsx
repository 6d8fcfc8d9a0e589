import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { changeInterfaceLanguage, createI18n } from '../i18n/createI18n';
import type { RemoteNamespace } from '../i18n/remoteNamespace';
import { renderWithHost } from '../testing';
import { useRemoteTranslation, WithNamespace } from './WithNamespace';

const REMOTE: RemoteNamespace<{ greeting: string }> = {
  ns: 'mf_test',
  en: { greeting: 'Hello from the remote' },
  load: async (language) => ({
    greeting: { da: 'Hej fra modulet', sv: 'Hej från modulen', de: 'Hallo vom Modul' }[language],
  }),
};

function Greeting() {
  const { t } = useRemoteTranslation(REMOTE);
  return (
    <p>
      {t('greeting')} · {t('nav.home')}
    </p>
  );
}

describe('WithNamespace', () => {
  it("shows a remote's own texts next to the base texts", async () => {
    await renderWithHost(
      <WithNamespace namespace={REMOTE}>
        <Greeting />
      </WithNamespace>,
    );
    expect(screen.getByText('Hello from the remote · Home')).toBeInTheDocument();
  });

  it('waits for the texts of the current language, never showing raw keys or English first', async () => {
    let deliver: (texts: object) => void = () => undefined;
    const slow: RemoteNamespace<{ greeting: string }> = {
      ...REMOTE,
      ns: 'mf_slow',
      load: () => new Promise((resolve) => (deliver = resolve)),
    };
    function SlowGreeting() {
      const { t } = useRemoteTranslation(slow);
      return <p>{t('greeting')}</p>;
    }
    const i18n = await createI18n('da');
    await act(async () => {
      render(
        <I18nextProvider i18n={i18n}>
          <WithNamespace namespace={slow}>
            <SlowGreeting />
          </WithNamespace>
        </I18nextProvider>,
      );
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/greeting|Hello/)).not.toBeInTheDocument();
    await act(async () => deliver({ greeting: 'Hej fra modulet' }));
    expect(screen.getByText('Hej fra modulet')).toBeInTheDocument();
  });

  it('follows a language switch of the host', async () => {
    const { i18n } = await renderWithHost(
      <WithNamespace namespace={REMOTE}>
        <Greeting />
      </WithNamespace>,
    );
    await act(() => changeInterfaceLanguage(i18n, 'de'));
    expect(await screen.findByText('Hallo vom Modul · Start')).toBeInTheDocument();
  });
});
