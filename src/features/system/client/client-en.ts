import type { Shape } from '@/lib/i18n';
import type { clientZh } from './client-zh';

/** English strings of the client screens; exactly the keys of client-zh.ts (checked by tsc). */
export const clientEn: Shape<typeof clientZh> = {
  title: 'Clients',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  scope: 'Scope',
  authorizedGrantTypes: 'Grant types',
  webServerRedirectUri: 'Redirect URI',
  accessTokenValidity: 'Token lifetime (s)',
  refreshTokenValidity: 'Refresh token lifetime (s)',
  status: 'Status',
  showSecret: 'Show the secret of {clientId}',
  hideSecret: 'Hide the secret of {clientId}',
  clientIdRequired: 'Please enter the client ID',
  clientIdFormat: 'Letters, digits, underscores and hyphens only',
  clientSecretRequired: 'Please enter the client secret',
  grantTypesRequired: 'Please select the grant types',
  accessTokenRequired: 'Please enter the token lifetime',
  refreshTokenRequired: 'Please enter the refresh token lifetime',
  validityRange: 'From 60 to 31536000 seconds',
  grant: {
    password: 'Password',
    refresh_token: 'Refresh token',
    social: 'Social sign-in',
    authorization_code: 'Authorization code',
    captcha: 'Captcha',
  },
};
