import { z } from 'zod';
import {
  submitUserBody,
  submitUserBodyAccountMax,
  submitUserBodyAccountRegExp,
} from '@/api/generated/blade-user/zod/user/user.zod';
import type { User, UserSubmit } from '@/api/generated/blade-user/model';
import type { CrudDialogMode } from '@/components/crud/crud-form-dialog';
import { CheckboxTree } from '@/components/form/checkbox-tree';
import type { FieldDef, SelectOption, TreeOption } from '@/components/form/field-def';
import { withRequiredMessages } from '@/components/form/schema';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { PASSWORD_PATTERN, PHONE_PATTERN } from '@/lib/validators';
import type { SystemTranslate } from '../system-i18n';
import { splitIds, TreeMultiSelect } from '@/components/form/tree-multi-select';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const shape = submitUserBody.shape;

/** A dictionary select holds the dictKey text; the contract wants the number (or null for none). */
const dictNumber = <S extends z.core.$ZodType<unknown, number | null | undefined>>(target: S) =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value): number | null | undefined =>
      value === undefined || value === null || value === '' ? null : Number(value),
    )
    .pipe(target);

/**
 * The user form's schema: the contract's submit rules plus the SPEC §5 messages. One shape for every mode; on
 * create the password and its confirmation are checked (6-20 letters and digits, equal), elsewhere ignored (the
 * server ignores the password on update; reset-password changes it).
 */
function userSchema(t: SystemTranslate, mode: CrudDialogMode) {
  const base = withRequiredMessages(
    submitUserBody.pick({ account: true, realName: true, code: true, name: true, birthday: true }).extend({
      account: z
        .string()
        .max(submitUserBodyAccountMax)
        .regex(submitUserBodyAccountRegExp, t('user.accountFormat')),
    }),
    { account: t('user.accountRequired'), realName: t('user.realNameRequired') },
  );
  return base
    .extend({
      password: z.string().optional(),
      password2: z.string().optional(),
      phone: z
        .string()
        .trim()
        .refine((value) => value === '' || value.length === 11, t('user.phoneLength'))
        .refine((value) => value.length !== 11 || PHONE_PATTERN.test(value), t('user.phoneFormat'))
        .pipe(shape.phone.unwrap().unwrap()),
      email: z
        .string()
        .trim()
        .refine((value) => value === '' || EMAIL_PATTERN.test(value), t('user.emailFormat'))
        .pipe(shape.email.unwrap().unwrap()),
      sex: dictNumber(shape.sex),
      userType: dictNumber(shape.userType),
      status: shape.status,
      roleId: z.string().min(1, t('user.roleRequired')).pipe(shape.roleId.unwrap().unwrap()),
      deptId: z.string().pipe(shape.deptId.unwrap().unwrap()),
      postId: z.string().pipe(shape.postId.unwrap().unwrap()),
    })
    .superRefine((values, context) => {
      if (mode !== 'create') return;
      const password = values.password ?? '';
      const password2 = values.password2 ?? '';
      const problem = (path: 'password' | 'password2', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (password === '') problem('password', t('user.passwordRequired'));
      else if (!PASSWORD_PATTERN.test(password)) problem('password', t('user.passwordRule'));
      if (password2 === '') problem('password2', t('user.password2Required'));
      else if (password !== '' && password !== password2) problem('password2', t('user.passwordMismatch'));
    });
}

export type UserFormSchema = ReturnType<typeof userSchema>;
export type UserFormValues = z.input<UserFormSchema>;
type UserFormOutput = z.output<UserFormSchema>;

/** What the form's pickers choose from (loaded by the page). */
export interface UserFormOptions {
  roles: readonly TreeOption[];
  depts: readonly TreeOption[];
  posts: readonly TreeOption[];
}

export function userStatusOptions(t: SystemTranslate): SelectOption[] {
  return [
    { label: t('user.statusActive'), value: 1 },
    { label: t('user.statusDisabled'), value: 2 },
  ];
}

/** The add / edit / view dialog of a user: labels the way an administrator reads them (登录账号, 所属角色, …). */
export function userForm(t: SystemTranslate, mode: CrudDialogMode, options: UserFormOptions) {
  const schema = userSchema(t, mode);
  const password = (name: 'password' | 'password2', label: string): FieldDef<UserFormValues> => ({
    name,
    label,
    kind: 'custom',
    required: true,
    hint: name === 'password' ? t('user.passwordHint') : undefined,
    render: ({ bindElement, onChange, value, readOnly: _readOnly, invalid, ...props }) => (
      <PasswordInput
        {...props}
        ref={bindElement}
        autoComplete="new-password"
        aria-invalid={invalid || undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
      />
    ),
  });
  const fields: FieldDef<UserFormValues>[] = [
    { name: 'account', label: t('user.account'), kind: 'text', required: true },
    { name: 'realName', label: t('user.realName'), kind: 'text', required: true },
    ...(mode === 'create'
      ? [password('password', t('user.password')), password('password2', t('user.password2'))]
      : []),
    {
      name: 'roleId',
      label: t('user.roleId'),
      kind: 'custom',
      required: true,
      span: 2,
      render: (props) => (
        <div
          ref={props.bindElement}
          tabIndex={-1}
          aria-describedby={props['aria-describedby']}
          className={cn(
            'rounded-lg border border-line p-2 focus:outline-none',
            props.invalid && 'border-danger',
          )}
        >
          <CheckboxTree
            label={t('user.roleId')}
            nodes={options.roles}
            cascade={false}
            value={splitIds(props.value)}
            disabled={props.readOnly}
            className="max-h-48"
            onChange={(checked) => {
              props.onChange(checked.join(','));
              props.onBlur();
            }}
          />
        </div>
      ),
    },
    {
      name: 'deptId',
      label: t('user.deptId'),
      kind: 'custom',
      render: (props) => <TreeMultiSelect {...props} nodes={options.depts} placeholder={t('user.deptId')} />,
    },
    {
      name: 'postId',
      label: t('user.postId'),
      kind: 'custom',
      render: (props) => <TreeMultiSelect {...props} nodes={options.posts} placeholder={t('user.postId')} />,
    },
    { name: 'name', label: t('user.name'), kind: 'text' },
    { name: 'code', label: t('user.code'), kind: 'text' },
    { name: 'phone', label: t('user.phone'), kind: 'text' },
    { name: 'email', label: t('user.email'), kind: 'text' },
    { name: 'sex', label: t('user.sex'), kind: 'dictionary', code: 'sex' },
    { name: 'birthday', label: t('user.birthday'), kind: 'date' },
    { name: 'userType', label: t('user.userType'), kind: 'dictionary', code: 'user_type' },
    { name: 'status', label: t('user.status'), kind: 'select', options: userStatusOptions(t) },
  ];
  const toValues = (row?: User): UserFormValues => ({
    account: row?.account ?? '',
    realName: row?.realName ?? '',
    password: '',
    password2: '',
    name: row?.name ?? '',
    code: row?.code ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    sex: row?.sex == null ? '' : String(row.sex),
    birthday: row?.birthday ?? undefined,
    userType: row ? String(row.userType) : '1',
    // A pending registration (0) has no status the form can set; the server keeps it.
    status: row ? (row.status === 1 || row.status === 2 ? row.status : undefined) : 1,
    roleId: row?.roleId ?? '',
    deptId: row?.deptId ?? '',
    postId: row?.postId ?? '',
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

/** The submit body: the form's values without the confirmation; the password only when creating. */
export function toUserSubmit(values: UserFormOutput, row?: User): UserSubmit {
  const { password, password2: _confirmation, ...rest } = values;
  // Plain text, like the password change: the server checks the rule itself and stores a salted hash of its md5.
  return row ? { ...rest, id: row.id } : { ...rest, password };
}
