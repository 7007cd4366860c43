import type { FieldError, Resolver } from 'react-hook-form';
import type { SupplierDetail, SupplierSubmit } from '@/api/generated/purchar-supplier/model';
import { creditCodeProblem } from '@/lib/credit-code';
import type { PurcharTranslate } from '../purchar-i18n';

/**
 * The supplier editor's values. Rows keep the saved row's id as `rowId` (react-hook-form keeps its own `id` on
 * field-array rows); the registered capital stays the typed text until the payload.
 */
export interface QualificationValues {
  rowId?: string;
  qualType: string;
  certNo: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  files: { attachId: string; originalName: string }[];
}

export interface AccountValues {
  rowId?: string;
  bankName: string;
  bankBranch: string;
  accountNo: string;
}

export interface SupplierFormValues {
  supplierCode: string;
  supplierName: string;
  creditCode: string;
  supplierType: string | undefined;
  taxpayerType: string;
  categoryIds: string[];
  legalPerson: string;
  registeredCapital: number | undefined;
  establishDate: string | undefined;
  contactName: string;
  contactPhone: string;
  email: string;
  address: string;
  remark: string;
  qualifications: QualificationValues[];
  accounts: AccountValues[];
  /** The index of the default account (one radio group). */
  defaultAccount: string;
}

export const emptyQualification = (qualType = ''): QualificationValues => ({
  qualType,
  certNo: '',
  issuer: '',
  validFrom: '',
  validTo: '',
  files: [],
});

export const emptyAccount = (): AccountValues => ({ bankName: '', bankBranch: '', accountNo: '' });

export function emptySupplier(): SupplierFormValues {
  return {
    supplierCode: '',
    supplierName: '',
    creditCode: '',
    supplierType: undefined,
    taxpayerType: '1',
    categoryIds: [],
    legalPerson: '',
    registeredCapital: undefined,
    establishDate: undefined,
    contactName: '',
    contactPhone: '',
    email: '',
    address: '',
    remark: '',
    qualifications: [emptyQualification('BUSINESS_LICENSE')],
    accounts: [emptyAccount()],
    defaultAccount: '0',
  };
}

export function valuesFromSupplier(s: SupplierDetail): SupplierFormValues {
  const defaultIndex = s.bankAccounts.findIndex((a) => a.isDefault === 1);
  return {
    supplierCode: s.supplierCode,
    supplierName: s.supplierName,
    creditCode: s.creditCode,
    supplierType: s.supplierType || undefined,
    taxpayerType: String(s.taxpayerType),
    categoryIds: s.categoryIds,
    legalPerson: s.legalPerson,
    registeredCapital: s.registeredCapital ?? undefined,
    establishDate: s.establishDate ?? undefined,
    contactName: s.contactName,
    contactPhone: s.contactPhone,
    email: s.email,
    address: s.address,
    remark: s.remark,
    qualifications: s.qualifications.map((q) => ({
      rowId: q.id,
      qualType: q.qualType,
      certNo: q.certNo,
      issuer: q.issuer,
      validFrom: q.validFrom ?? '',
      validTo: q.validTo ?? '',
      files: q.files.map((f) => ({ attachId: f.attachId, originalName: f.originalName })),
    })),
    accounts: s.bankAccounts.map((a) => ({
      rowId: a.id,
      bankName: a.bankName,
      bankBranch: a.bankBranch,
      accountNo: a.accountNo,
    })),
    defaultAccount: String(Math.max(defaultIndex, 0)),
  };
}

const orNull = (value: string | undefined) => (value ? value : null);

/** addOrEdit's body: every account is in the supplier's own name; exactly one is the default. */
export function toPayload(values: SupplierFormValues, id: string | undefined): SupplierSubmit {
  const name = values.supplierName.trim();
  return {
    ...(id ? { id } : {}),
    supplierCode: values.supplierCode.trim(),
    supplierName: name,
    creditCode: values.creditCode.trim().toUpperCase(),
    supplierType: values.supplierType ?? '',
    taxpayerType: values.taxpayerType === '2' ? 2 : 1,
    categoryIds: values.categoryIds,
    legalPerson: values.legalPerson,
    registeredCapital: values.registeredCapital ?? null,
    establishDate: orNull(values.establishDate),
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    email: values.email,
    address: values.address,
    remark: values.remark,
    qualifications: values.qualifications.map((q) => ({
      ...(q.rowId ? { id: q.rowId } : {}),
      qualType: q.qualType,
      certNo: q.certNo.trim(),
      issuer: q.issuer,
      validFrom: orNull(q.validFrom),
      validTo: orNull(q.validTo),
      fileIds: q.files.map((f) => f.attachId),
    })),
    bankAccounts: values.accounts.map((a, index) => ({
      ...(a.rowId ? { id: a.rowId } : {}),
      accountName: name,
      bankName: a.bankName.trim(),
      bankBranch: a.bankBranch,
      accountNo: a.accountNo.trim(),
      isDefault: String(index) === values.defaultAccount ? 1 : 0,
    })),
  };
}

const fieldError = (message: string): FieldError => ({ type: 'validate', message });

const CREDIT_MESSAGES = {
  length: 'supplier.editor.creditLength',
  charset: 'supplier.editor.creditCharset',
  checksum: 'supplier.editor.creditChecksum',
} as const;

/** The credit code's problem in the user's words (the same GB 32100-2015 check as the server's), or undefined. */
export function creditCodeMessage(code: string, t: PurcharTranslate): string | undefined {
  const problem = creditCodeProblem(code.trim().toUpperCase());
  return problem ? t(CREDIT_MESSAGES[problem]) : undefined;
}

/** The editor's checks, before the server's (which repeats every one of them). */
export function supplierResolver(t: PurcharTranslate): Resolver<SupplierFormValues> {
  return (values) => {
    const errors: Record<string, unknown> = {};
    if (!values.supplierCode.trim()) errors.supplierCode = fieldError(t('supplier.editor.codeRequired'));
    if (!values.supplierName.trim()) errors.supplierName = fieldError(t('supplier.editor.nameRequired'));
    if (!values.supplierType) errors.supplierType = fieldError(t('supplier.editor.typeRequired'));
    const credit = creditCodeMessage(values.creditCode, t);
    if (credit) errors.creditCode = fieldError(credit);
    const quals = values.qualifications.map((q) => {
      const row: Record<string, FieldError> = {};
      if (!q.qualType) row.qualType = fieldError(t('supplier.editor.qualTypeRequired'));
      if (!q.certNo.trim()) row.certNo = fieldError(t('supplier.editor.certRequired'));
      if (q.validFrom && q.validTo && q.validTo < q.validFrom)
        row.validTo = fieldError(t('supplier.editor.datesReversed'));
      return Object.keys(row).length ? row : undefined;
    });
    if (quals.some(Boolean)) errors.qualifications = quals;
    const accounts = values.accounts.map((a) => {
      const row: Record<string, FieldError> = {};
      if (!a.bankName.trim()) row.bankName = fieldError(t('supplier.editor.bankRequired'));
      if (!/^[0-9 -]+$/.test(a.accountNo.trim()))
        row.accountNo = fieldError(t('supplier.editor.bankRequired'));
      return Object.keys(row).length ? row : undefined;
    });
    if (accounts.some(Boolean)) errors.accounts = accounts;
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: errors as never };
  };
}
