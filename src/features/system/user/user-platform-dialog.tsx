import { useMemo } from 'react';
import { z } from 'zod';
import {
  useGetUserPlatformDetail,
  useUpdateUserPlatform,
} from '@/api/generated/blade-user/endpoints/user/user';
import type { User } from '@/api/generated/blade-user/model';
import {
  updateUserPlatformQueryUserExtMax,
  updateUserPlatformQueryUserTypeMax,
} from '@/api/generated/blade-user/zod/user/user.zod';
import { CrudFormDialog } from '@/components/crud/crud-form-dialog';
import type { FieldDef } from '@/components/form/field-def';
import type { SystemTranslate } from '../system-i18n';
import { useSystemT } from '../system-i18n';
import { LoadingDialog } from './loading-dialog';

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

function platformForm(t: SystemTranslate) {
  const schema = z.object({
    userType: z
      .union([z.string(), z.number()])
      .nullish()
      .refine((value) => value !== undefined && value !== null && value !== '', t('user.userTypeRequired'))
      .transform(Number)
      .pipe(z.number().int().min(1).max(updateUserPlatformQueryUserTypeMax)),
    userExt: z
      .string()
      .trim()
      .max(updateUserPlatformQueryUserExtMax)
      .refine((value) => value === '' || isJson(value), t('user.userExtJson')),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'userType', label: t('user.userType'), kind: 'dictionary', code: 'user_type', required: true },
    { name: 'userExt', label: t('user.userExt'), kind: 'textarea', span: 2, hint: t('user.userExtHint') },
  ];
  return { schema, fields };
}

/** 平台配置: a user's platform (dict user_type) and that platform's extension data (JSON text). */
export function UserPlatformDialog({
  user,
  onClose,
  onSaved,
}: {
  user: User;
  onClose: () => void;
  onSaved: () => unknown;
}) {
  const t = useSystemT();
  const detail = useGetUserPlatformDetail({ id: user.id }, { query: { gcTime: 0 } });
  const update = useUpdateUserPlatform({ mutation: { onSuccess: onSaved } });
  const form = useMemo(() => platformForm(t), [t]);
  const title = t('user.platformTitle', { account: user.account });
  const platform = detail.data?.data;

  if (!platform) return <LoadingDialog title={title} error={detail.error} onClose={onClose} />;
  return (
    <CrudFormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      mode="edit"
      title={title}
      schema={form.schema}
      fields={form.fields}
      values={{ userType: String(platform.userType), userExt: platform.userExt }}
      className="max-w-xl"
      onSubmit={(values) =>
        update.mutateAsync({
          params: { userId: user.id, userType: values.userType, userExt: values.userExt },
        })
      }
    />
  );
}
