import { z } from 'zod';
import {
  submitClientBody,
  submitClientBodyAccessTokenValidityMax,
  submitClientBodyAccessTokenValidityMin,
  submitClientBodyClientIdMax,
  submitClientBodyClientIdRegExp,
} from '@/api/generated/blade-system/zod/client/client.zod';
import type { Client } from '@/api/generated/blade-system/model';
import type { FieldDef } from '@/components/form/field-def';
import { requiredNumber, requiredText, withRequiredMessages } from '@/components/form/schema';
import { PasswordInput } from '@/components/ui/password-input';
import type { SystemTranslate } from '../system-i18n';
import type { ClientSearch } from './client-search';
import { GrantTypesControl } from './client-grant-types';

/** BladeX's defaults for a new client: an hour's access token, a week's refresh token. */
const NEW_CLIENT = { accessTokenValidity: 3600, refreshTokenValidity: 604800 };

const validity = (message: string) =>
  z
    .number()
    .int()
    .min(submitClientBodyAccessTokenValidityMin, message)
    .max(submitClientBodyAccessTokenValidityMax, message);

/** The client form: the contract's submit schema (without id) plus the messages a user reads. */
export function clientForm(t: SystemTranslate) {
  const base = submitClientBody.omit({ id: true });
  const schema = withRequiredMessages(base, {
    clientSecret: t('client.clientSecretRequired'),
    authorizedGrantTypes: t('client.grantTypesRequired'),
  }).extend({
    // The generated pattern and range say it in English; these say it in the user's words.
    clientId: requiredText(
      t('client.clientIdRequired'),
      z
        .string()
        .max(submitClientBodyClientIdMax)
        .regex(submitClientBodyClientIdRegExp, t('client.clientIdFormat')),
    ),
    accessTokenValidity: requiredNumber(t('client.accessTokenRequired'), validity(t('client.validityRange'))),
    refreshTokenValidity: requiredNumber(
      t('client.refreshTokenRequired'),
      validity(t('client.validityRange')),
    ),
  });
  type Values = z.input<typeof schema>;
  const fields: FieldDef<Values>[] = [
    { name: 'clientId', label: t('client.clientId'), kind: 'text', required: true },
    {
      name: 'clientSecret',
      label: t('client.clientSecret'),
      kind: 'custom',
      required: true,
      render: ({ value, onChange, bindElement, invalid, required, ...props }) => (
        <PasswordInput
          {...props}
          ref={bindElement}
          autoComplete="new-password"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
        />
      ),
    },
    { name: 'scope', label: t('client.scope'), kind: 'text' },
    {
      name: 'authorizedGrantTypes',
      label: t('client.authorizedGrantTypes'),
      kind: 'custom',
      required: true,
      span: 2,
      render: (props) => <GrantTypesControl {...props} t={t} label={t('client.authorizedGrantTypes')} />,
    },
    { name: 'webServerRedirectUri', label: t('client.webServerRedirectUri'), kind: 'text', span: 2 },
    { name: 'accessTokenValidity', label: t('client.accessTokenValidity'), kind: 'number', required: true },
    { name: 'refreshTokenValidity', label: t('client.refreshTokenValidity'), kind: 'number', required: true },
  ];
  const toValues = (row?: Client): Values => ({
    clientId: row?.clientId ?? '',
    clientSecret: row?.clientSecret ?? '',
    scope: row?.scope ?? 'all',
    authorizedGrantTypes: row?.authorizedGrantTypes ?? 'password,refresh_token',
    webServerRedirectUri: row?.webServerRedirectUri ?? '',
    accessTokenValidity: row?.accessTokenValidity ?? NEW_CLIENT.accessTokenValidity,
    refreshTokenValidity: row?.refreshTokenValidity ?? NEW_CLIENT.refreshTokenValidity,
  });
  return { schema, fields, toValues, validateOn: 'onBlur' as const };
}

export function clientSearchFields(t: SystemTranslate): FieldDef<ClientSearch>[] {
  return [{ name: 'clientId', label: t('client.clientId'), kind: 'text' }];
}
