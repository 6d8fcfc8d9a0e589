import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTimestamp, userDayjsFormat, useHost, type Wire } from '@bess/shared';
import { FormProblems, refusedFields, useSchemaForm, useFieldErrorText } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import {
  canChangeGrant,
  grantCall,
  grantEndpoint,
  grantOf,
  isValidGrantee,
  levelOptions,
  losesManagement,
  sameEmail,
  type AccessTarget,
  type GrantInput,
  type Manager,
} from '../accessRules';
import type { GrantRequest } from '../hooks/useAccess';
import { levelText } from './grantCells';

/** The page mounts the dialog afresh (a new `key`) each time it opens it. */
export interface AccessDialogProps {
  open: boolean;
  target: AccessTarget;
  /** The grant being changed; null adds a new one. */
  entry: Wire.UserAccessEntry | null;
  /** The object's grants valid now: an e-mail is looked up among them as it is typed. */
  users: readonly Wire.UserAccessEntry[];
  /** The caller's level on the object: the levels offered start there. */
  callerLevel: number;
  /** The signed-in user: a change that takes away their own last way to manage access here asks first. */
  manager: Manager;
  saving: boolean;
  /** Adds the grant; resolves once it is stored (the page closes the dialog), rejects with the API's refusal. */
  onAdd(grant: GrantRequest): Promise<unknown>;
  /** Changes the grant, the same way. */
  onUpdate(grant: GrantRequest): Promise<unknown>;
  /** The e-mail's grant on the object as the API has it now (or at `at`, when it starts later), if any. */
  findGrant(email: string, at?: string): Promise<Wire.UserAccessEntry | null>;
  onCancel(): void;
}

interface FormValues {
  email: string;
  level: number | undefined;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
}

/** Whose grant the dialog changes; `userId` is unknown for a grant the list does not show (looked up by e-mail). */
interface Editing {
  userId?: string;
  email: string;
}

/** A grant the e-mail already has; `grant` is null when no list shows it. */
interface Existing {
  email: string;
  grant: Wire.UserAccessEntry | null;
  /** It starts later (the list of grants valid now holds none that does), so its start is said too. */
  startsLater: boolean;
}

/**
 * The schema requires the person's id, which is looked up (or created, spec 5) only once the input passes: the check
 * weighs this stand-in, so nobody is created for a grant that would be refused.
 */
const ID_LOOKED_UP_LATER = 'looked-up-by-e-mail';

/**
 * Add a user by e-mail, or change a user's level and time window (spec 3: an empty end is open). The level is chosen,
 * never preset. An e-mail that already has a grant here is never added twice: the dialog shows their grant (as it is
 * typed, or when the API answers that it exists) and offers to change it instead.
 */
export function AccessDialog(props: AccessDialogProps) {
  const { open, target, entry, users, callerLevel, manager, saving, onAdd, onUpdate, findGrant, onCancel } = props;
  const { t } = useTexts();
  const { user } = useHost();
  const fieldText = useFieldErrorText();
  const [form] = Form.useForm<FormValues>();
  const checks = useSchemaForm(form);
  const { clear } = checks;
  // The page mounts the dialog afresh for each opening (keyed), so its state starts from the grant it is given.
  const [editing, setEditing] = useState<Editing | null>(entry ? { userId: entry.userId, email: entry.email } : null);
  const [refusedAs, setRefusedAs] = useState<Existing | null>(null);
  const [askingLoss, setAskingLoss] = useState(false);
  const format = `${userDayjsFormat(user?.dateFormat)} HH:mm`;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const time = (value: string) => formatTimestamp(value, user?.dateFormat, zone, 'minutes');

  const [initialValues] = useState<FormValues>(() => ({
    email: entry?.email ?? '',
    level: entry?.level,
    startTime: entry ? dayjs(entry.startTime) : dayjs(),
    endTime: entry?.endTime ? dayjs(entry.endTime) : null,
  }));
  const typed = Form.useWatch('email', form) ?? '';
  const listed = editing ? null : grantOf(users, typed);
  const existing: Existing | null = listed
    ? { email: listed.email, grant: listed, startsLater: false }
    : !editing && refusedAs && sameEmail(refusedAs.email, typed)
      ? refusedAs
      : null;
  const mode = editing ? 'update' : 'add';
  const endpoint = grantEndpoint(target, mode);

  /** A grant in words: 'Normal user until 2026-11-30 00:00', 'Administrator, open'. */
  const grantWords = (grant: Wire.UserAccessEntry, later: boolean) => {
    const level = levelText(grant.level, t);
    if (grant.endTime === null)
      return later
        ? t('users.grantFromOpen', { level, start: time(grant.startTime) })
        : t('users.grantOpen', { level });
    return later
      ? t('users.grantFromUntil', { level, start: time(grant.startTime), end: time(grant.endTime) })
      : t('users.grantUntil', { level, end: time(grant.endTime) });
  };

  /** Switches the dialog to a change of the grant the e-mail already has (PUT), never a second add. */
  const changeExisting = (found: Existing) => {
    setEditing({ userId: found.grant?.userId, email: found.grant?.email ?? found.email.trim() });
    setRefusedAs(null);
    clear();
    // A grant the list shows starts from what they have; one it does not keeps what was typed.
    if (found.grant) {
      form.setFieldsValue({
        email: found.grant.email,
        level: found.grant.level,
        startTime: dayjs(found.grant.startTime),
        endTime: found.grant.endTime ? dayjs(found.grant.endTime) : null,
      });
    }
  };

  const submit = async () => {
    if (!editing && existing) return;
    const values = form.getFieldsValue(true) as FormValues;
    const draft = {
      userId: editing?.userId ?? ID_LOOKED_UP_LATER,
      email: (editing?.email ?? values.email ?? '').trim(),
      level: values.level ?? null,
      startTime: values.startTime ? values.startTime.toISOString() : null,
      endTime: values.endTime ? values.endTime.toISOString() : null,
    };
    // An empty level or start goes into the body as null: the check is what refuses it, beside its field.
    const call = grantCall(target, mode, draft as GrantInput);
    if (!(await checks.check(call))) return;
    const grant: GrantInput = call.body;
    if (editing && !askingLoss && losesManagement(manager, grant.email, grant)) {
      setAskingLoss(true);
      return;
    }
    setAskingLoss(false);
    const request: GrantRequest = {
      email: grant.email,
      level: grant.level,
      startTime: grant.startTime,
      endTime: grant.endTime,
      ...(editing?.userId ? { userId: editing.userId } : {}),
    };
    try {
      await (editing ? onUpdate(request) : onAdd(request));
    } catch (err) {
      const exists = refusedFields(err).some((e) => e.field === 'email' && e.key === 'validation.grantExists');
      if (!editing && exists) {
        // The list did not hold the grant (another administrator added it since, or it starts later): ask for it.
        const grantNow = await findGrant(grant.email, grant.startTime).catch(() => null);
        setRefusedAs({
          email: grant.email,
          grant: grantNow,
          startsLater: grantNow !== null && Date.parse(grantNow.startTime) > Date.now(),
        });
        return;
      }
      checks.refused(err);
    }
  };

  const existingNote = existing ? (
    <Flex vertical gap={4} align="start" style={{ marginBlock: 4, paddingBottom: 8 }} data-testid="existing-grant">
      <span>{fieldText({ field: 'email', key: 'validation.grantExists' })}</span>
      <Typography.Text strong>
        {existing.grant
          ? t('users.existingGrant', { grant: grantWords(existing.grant, existing.startsLater) })
          : t('users.existingNotListed')}
      </Typography.Text>
      {!existing.grant || canChangeGrant(callerLevel, existing.grant) ? (
        <Button size="small" type="primary" ghost onClick={() => changeExisting(existing)}>
          {t('users.changeExisting')}
        </Button>
      ) : (
        <span>{t('users.existingStronger')}</span>
      )}
    </Flex>
  ) : undefined;

  return (
    <Modal
      open={open}
      title={editing ? t('users.edit') : t('users.add')}
      okText={askingLoss ? t('users.saveAnyway') : t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      okButtonProps={{ disabled: !editing && existing !== null, danger: askingLoss }}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="access"
        initialValues={initialValues}
        onFinish={() => void submit()}
        onValuesChange={(changed: object) => {
          setAskingLoss(false);
          checks.onValuesChange(changed);
        }}
      >
        <Form.Item
          name="email"
          label={t('users.email')}
          required={checks.required(endpoint, 'email')}
          validateStatus={existing && !editing ? 'warning' : undefined}
          help={editing ? undefined : existingNote}
          rules={[
            {
              // spec 3: an e-mail, or an API client's name (no at-sign); the schema only says it is not empty.
              validator: (_rule, value: string | undefined) =>
                !value || isValidGrantee(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('validation.invalidEmail', { ns: 'error' }))),
            },
          ]}
        >
          <Input disabled={editing !== null} autoComplete="off" />
        </Form.Item>
        <Form.Item name="level" label={t('users.level')} required={checks.required(endpoint, 'level')}>
          <Select
            placeholder={t('users.chooseLevel')}
            options={levelOptions(callerLevel).map((level) => ({ value: level, label: levelText(level, t) }))}
          />
        </Form.Item>
        <Form.Item name="startTime" label={t('users.startTime')} required={checks.required(endpoint, 'startTime')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={format} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="endTime"
          label={t('users.endTime')}
          extra={t('users.noEnd')}
          required={checks.required(endpoint, 'endTime')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={format} style={{ width: '100%' }} allowClear />
        </Form.Item>
        {askingLoss && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('users.loseOwnAccess')} />}
        <FormProblems problems={checks.problems} />
      </Form>
    </Modal>
  );
}
