import { useCallback, useRef, useState } from 'react';
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
import { FormProblems, useSchemaForm, type FieldNameOf } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import { formOf, messageBody, REQUIRED_LANGUAGE, type MessageForm } from '../messageForm';

// The fallback language (spec 1) first: it is the one the message must have.
const TAB_ORDER: readonly MessageLanguage[] = [
  REQUIRED_LANGUAGE,
  ...MESSAGE_LANGUAGES.filter((language) => language !== REQUIRED_LANGUAGE),
];

const TEXT_FIELDS = ['title', 'message', 'messageSummary'] as const;

/**
 * The message centre editor (spec 3): severity, enabled, and title, message and summary per language. The body is
 * checked as the API checks it before it is sent (spec 5: 'Title or message cannot be empty', in English and in each
 * language written), each refusal beside its field; spec 7/8: PUT /messageCenter answers result 0, anything else is
 * 'Unable to set message'. A saved message invalidates the banner, so the shell shows it at once.
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
  const [form] = Form.useForm<MessageForm>();
  const [tab, setTab] = useState<MessageLanguage>(REQUIRED_LANGUAGE);
  // The body last checked or sent: a path of its `languages` names an entry by index, which says its language.
  const sent = useRef<Wire.SetMessageCenterBody | null>(null);
  const nameOf = useCallback<FieldNameOf>((field) => {
    const [head, index, rest] = field.split('.');
    // The message's own title, message and summary are its English texts.
    if (head === 'title' || head === 'message' || head === 'messageSummary') return ['texts', REQUIRED_LANGUAGE, head];
    if (head === 'languages' && index !== undefined && rest !== undefined && rest !== 'language') {
      const language = sent.current?.languages[Number(index)]?.language;
      return language ? ['texts', language, rest] : null;
    }
    return head === 'isEnabled' || head === 'severity' ? head : null;
  }, []);
  const checks = useSchemaForm(form, nameOf);

  const save = useMutation({
    mutationFn: async (body: Wire.SetMessageCenterBody) => {
      const { result } = await api.messages.set(body);
      if (result !== 0) throw new Error(`result ${result}`);
    },
    onSuccess: async () => {
      notify({ level: 'success', message: t('admin.saved') });
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
    },
    // A refusal that names fields is shown beside them; spec 8 'Unable to set message' in any case.
    onError: (err) => {
      checks.refused(err);
      notify({ level: 'error', message: t('setMessageFailed', { ns: 'error' }) });
    },
  });

  const submit = async () => {
    const body = messageBody(form.getFieldsValue(true) as MessageForm);
    sent.current = body;
    if (await checks.check({ name: 'setMessageCenter', body })) {
      save.mutate(body);
      return;
    }
    // The first language with a refused text comes to the front.
    const first = form.getFieldsError().find((field) => field.errors.length > 0 && field.name[0] === 'texts');
    if (first) setTab(first.name[1] as MessageLanguage);
  };

  const lastUpdated = active?.lastUpdated;
  return (
    <Form
      form={form}
      layout="vertical"
      name="message"
      aria-label={t('admin.activeMessage')}
      initialValues={formOf(active)}
      onFinish={() => void submit()}
      onValuesChange={checks.onValuesChange}
    >
      {lastUpdated && (
        <Typography.Paragraph type="secondary">
          {t('admin.lastUpdated', { time: formatTimestamp(lastUpdated, user?.dateFormat, 'GMT', 'minutes') })}
        </Typography.Paragraph>
      )}
      <Flex gap="large" wrap>
        <Form.Item name="severity" label={t('admin.severity')} htmlFor="message-severity">
          <Select
            id="message-severity"
            style={{ minWidth: 160 }}
            options={MESSAGE_SEVERITIES.map((s) => ({ value: s, label: t(`messageCentre.severities.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="isEnabled" label={t('admin.enabled')} htmlFor="message-enabled" valuePropName="checked">
          <Switch id="message-enabled" />
        </Form.Item>
      </Flex>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as MessageLanguage)}
        items={TAB_ORDER.map((language) => ({
          key: language,
          label: t(`admin.languages.${language}`),
          forceRender: true,
          children: (
            <Flex vertical gap={0}>
              {TEXT_FIELDS.map((field) => {
                const id = `message-${language}-${field === 'messageSummary' ? 'summary' : field}`;
                const label =
                  field === 'title'
                    ? t('admin.messageTitle')
                    : field === 'message'
                      ? t('admin.message')
                      : t('admin.messageSummary');
                return (
                  <Form.Item
                    key={field}
                    name={['texts', language, field]}
                    label={label}
                    htmlFor={id}
                    // spec 5: the call's rule refuses an empty English title or message (the message's own texts);
                    // another language is optional, and refused only when half written.
                    required={language === REQUIRED_LANGUAGE && field !== 'messageSummary'}
                  >
                    {field === 'message' ? <Input.TextArea id={id} rows={3} /> : <Input id={id} />}
                  </Form.Item>
                );
              })}
            </Flex>
          ),
        }))}
      />
      <FormProblems problems={checks.problems} />
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('admin.save')}
      </Button>
    </Form>
  );
}
