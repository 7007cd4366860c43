import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getGetUserInfoQueryKey, updateUserInfo } from '@/api/generated/blade-user/endpoints/user/user';
import type { UserInfo } from '@/api/generated/blade-user/model';
import { Button } from '@/components/ui/button';
import { fieldErrorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { getUserInfo, setUserInfo } from '@/lib/session';
import { useShellT } from '@/lib/shell-i18n';
import { AvatarField } from './avatar-field';
import { createProfileSchema, type ProfileValues } from './profile-schema';
import '@/lib/form-zod';

const describedBy = (id: string, invalid: boolean) => (invalid ? fieldErrorId(id) : undefined);

function toValues(info: UserInfo): ProfileValues {
  return {
    avatar: info.avatar ?? '',
    name: info.name ?? '',
    realName: info.realName ?? '',
    phone: info.phone ?? '',
    email: info.email ?? '',
  };
}

/** Personal info (SPEC §2): avatar, name, realName, phone, email; saved with blade-user/update-info. */
export function ProfileForm({ info }: { info: UserInfo }) {
  const st = useShellT();
  const queryClient = useQueryClient();
  const schema = useMemo(() => createProfileSchema(st), [st]);
  const form = useForm<ProfileValues>({ resolver: zodResolver(schema), defaultValues: toValues(info) });
  const { errors, isSubmitting, isDirty } = form.formState;
  // The avatar is set by the upload, not typed: kept here for the preview and put into the form by setValue.
  const [avatar, setAvatar] = useState(info.avatar ?? '');

  // Messages already on screen follow a language switch.
  useEffect(() => {
    const invalid = Object.keys(form.formState.errors) as (keyof ProfileValues)[];
    if (invalid.length > 0) void form.trigger(invalid);
  }, [schema, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateUserInfo(values);
    } catch {
      return; // the http layer has shown the server's message
    }
    notify.success(st('profile.saved'));
    // The header shows the stored sign-in answer: keep its name and picture in step.
    setUserInfo({
      ...getUserInfo(),
      nick_name: values.name,
      real_name: values.realName,
      avatar: values.avatar,
    });
    form.reset(values);
    await queryClient.invalidateQueries({ queryKey: getGetUserInfoQueryKey() });
  });

  const field = (name: 'name' | 'realName' | 'phone' | 'email') => ({
    id: `profile-${name}`,
    invalid: Boolean(errors[name]),
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <AvatarField
        value={avatar}
        name={info.name || info.account}
        onChange={(link) => {
          setAvatar(link);
          form.setValue('avatar', link, { shouldDirty: true });
        }}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="profile-account" label={st('profile.account')}>
          <Input id="profile-account" value={info.account} readOnly disabled />
        </FormField>
        <FormField id={field('name').id} label={st('profile.name')} error={errors.name?.message}>
          <Input
            id={field('name').id}
            maxLength={20}
            placeholder={st('profile.namePlaceholder')}
            aria-invalid={field('name').invalid || undefined}
            aria-describedby={describedBy(field('name').id, field('name').invalid)}
            aria-required="true"
            {...form.register('name')}
          />
        </FormField>
        <FormField id={field('realName').id} label={st('profile.realName')} error={errors.realName?.message}>
          <Input
            id={field('realName').id}
            maxLength={10}
            placeholder={st('profile.realNamePlaceholder')}
            aria-invalid={field('realName').invalid || undefined}
            aria-describedby={describedBy(field('realName').id, field('realName').invalid)}
            aria-required="true"
            {...form.register('realName')}
          />
        </FormField>
        <FormField id={field('phone').id} label={st('profile.phone')} error={errors.phone?.message}>
          <Input
            id={field('phone').id}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            placeholder={st('profile.phonePlaceholder')}
            aria-invalid={field('phone').invalid || undefined}
            aria-describedby={describedBy(field('phone').id, field('phone').invalid)}
            {...form.register('phone')}
          />
        </FormField>
        <FormField id={field('email').id} label={st('profile.email')} error={errors.email?.message}>
          <Input
            id={field('email').id}
            type="email"
            autoComplete="email"
            maxLength={100}
            placeholder={st('profile.emailPlaceholder')}
            aria-invalid={field('email').invalid || undefined}
            aria-describedby={describedBy(field('email').id, field('email').invalid)}
            {...form.register('email')}
          />
        </FormField>
      </div>
      <div className="flex gap-3 border-t border-line pt-5">
        <Button type="submit" loading={isSubmitting}>
          {st('profile.save')}
        </Button>
        <Button
          variant="secondary"
          disabled={!isDirty || isSubmitting}
          onClick={() => {
            form.reset();
            setAvatar(form.getValues('avatar'));
          }}
        >
          {st('profile.reset')}
        </Button>
      </div>
    </form>
  );
}
