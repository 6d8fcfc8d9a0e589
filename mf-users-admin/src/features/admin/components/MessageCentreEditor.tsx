import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Select, Spin, Switch, Tabs, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGE_LANGUAGES,
  MESSAGE_SEVERITIES,
  formatTimestamp,
  messageKeys,
  messageQueries,
  useHost,
  type MessageLanguage,
  type Wire,
} from '@bess/shared';
import { useTexts } from '../../../i18n';
import { emptyLanguages, formOf, messageBody, REQUIRED_LANGUAGE, type MessageForm } from '../messageForm';

// The fallback language (spec 1) first: it is the one the message must have.
const TAB_ORDER: readonly MessageLanguage[] = [
  REQUIRED_LANGUAGE,
  ...MESSAGE_LANGUAGES.filter((language) => language !== REQUIRED_LANGUAGE),
];

/**
 * The message centre editor (spec 3): severity, enabled, and title, message and summary per language. spec 5: an
 * empty title or message is refused; spec 7/8: PUT /messageCenter answers result 0, anything else is 'Unable to set
 * message'. A saved message invalidates the banner, so the shell shows it at once.
 */
export function MessageCentreEditor() {
  const { t } = useTexts();
  const { api } = useHost();
  const active = useQuery(messageQueries.active(api));
  if (active.isError) return <Alert type="error" showIcon title={t('activeMessageLoadFailed', { ns: 'error' })} />;
  if (!active.data) return <Spin aria-label={t('loading', { ns: 'common' })} />;
  return <EditorForm active={active.data.activeMessage} />;
}

/** The editor itself, started from the active message once it has loaded. */
function EditorForm({ active }: { active: Wire.MessageCenterMessage | null }) {
  const { t } = useTexts();
  const { api, notify, user } = useHost();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<MessageForm>(() => formOf(active));
  const [tab, setTab] = useState<MessageLanguage>(REQUIRED_LANGUAGE);
  const [problems, setProblems] = useState<MessageLanguage[]>([]);

  const save = useMutation({
    mutationFn: async (value: MessageForm) => {
      const { result } = await api.messages.set(messageBody(value));
      if (result !== 0) throw new Error(`result ${result}`);
    },
    onSuccess: async () => {
      notify({ level: 'success', message: t('admin.saved') });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    onError: () => notify({ level: 'error', message: t('setMessageFailed', { ns: 'error' }) }),
  });

  const setText = (language: MessageLanguage, field: 'title' | 'message' | 'messageSummary', value: string) =>
    setForm({ ...form, texts: { ...form.texts, [language]: { ...form.texts[language], [field]: value } } });

  const submit = () => {
    const empty = emptyLanguages(form);
    setProblems(empty);
    if (empty.length > 0) {
      setTab(empty[0]!);
      return;
    }
    save.mutate(form);
  };

  const lastUpdated = active?.lastUpdated;
  return (
    <Form layout="vertical" name="message" aria-label={t('admin.activeMessage')} onFinish={submit}>
      {lastUpdated && (
        <Typography.Paragraph type="secondary">
          {t('admin.lastUpdated', { time: formatTimestamp(lastUpdated, user?.dateFormat, 'GMT', 'minutes') })}
        </Typography.Paragraph>
      )}
      <Flex gap="large" wrap>
        <Form.Item label={t('admin.severity')} htmlFor="message-severity">
          <Select
            id="message-severity"
            style={{ minWidth: 160 }}
            value={form.severity}
            onChange={(severity) => setForm({ ...form, severity })}
            options={MESSAGE_SEVERITIES.map((s) => ({ value: s, label: t(`messageCentre.severities.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('admin.enabled')} htmlFor="message-enabled">
          <Switch
            id="message-enabled"
            checked={form.isEnabled}
            onChange={(isEnabled) => setForm({ ...form, isEnabled })}
          />
        </Form.Item>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as MessageLanguage)}
        items={TAB_ORDER.map((language) => {
          const id = `message-${language}`;
          const invalid = problems.includes(language);
          return {
            key: language,
            label: t(`admin.languages.${language}`),
            forceRender: true,
            children: (
              <Flex vertical gap={0}>
                {invalid && (
                  <Alert
                    type="error"
                    showIcon
                    style={{ marginBottom: 12 }}
                    title={t('validation.messageEmpty', { ns: 'error' })}
                  />
                )}
                <Form.Item
                  label={t('admin.messageTitle')}
                  htmlFor={`${id}-title`}
                  required={language === REQUIRED_LANGUAGE}
                >
                  <Input
                    id={`${id}-title`}
                    value={form.texts[language].title}
                    onChange={(e) => setText(language, 'title', e.target.value)}
                  />
                </Form.Item>
                <Form.Item
                  label={t('admin.message')}
                  htmlFor={`${id}-message`}
                  required={language === REQUIRED_LANGUAGE}
                >
                  <Input.TextArea
                    id={`${id}-message`}
                    rows={3}
                    value={form.texts[language].message}
                    onChange={(e) => setText(language, 'message', e.target.value)}
                  />
                </Form.Item>
                <Form.Item label={t('admin.messageSummary')} htmlFor={`${id}-summary`}>
                  <Input
                    id={`${id}-summary`}
                    value={form.texts[language].messageSummary}
                    onChange={(e) => setText(language, 'messageSummary', e.target.value)}
                  />
                </Form.Item>
              </Flex>
            ),
          };
        })}
      />
      <Button type="primary" onClick={submit} loading={save.isPending}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
