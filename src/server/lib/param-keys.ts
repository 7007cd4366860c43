/** Keys of the tenant parameters (参数管理) that the server itself reads; one place, for every module. */
export const INIT_PASSWORD_KEY = 'account.initPassword';
export const REGISTER_USER_KEY = 'account.registerUser';
/** Days the logs are kept (the log retention job deletes older rows); 90 when unset. */
export const LOG_RETENTION_DAYS_KEY = 'log.retentionDays';
/**
 * 先票后款 (procurement-model I20): 'true' makes a non-advance payment request need linked invoices covering what
 * was paid plus what it asks for, and forbids unlinking an invoice a payment relies on; 'false' or unset: off.
 */
export const INVOICE_BEFORE_PAYMENT_KEY = 'cw.invoiceBeforePayment';
