import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { renewQualification } from '@/api/generated/purchar-supplier/endpoints/gys-supplier/gys-supplier';
import type { Qualification } from '@/api/generated/purchar-supplier/model';
import { ApiError } from '@/api/http';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField, fieldErrorId } from '@/components/ui/form-field';
import { inputClasses } from '@/components/ui/input';
import { toDictionaryOptions, useDictionary } from '@/lib/dictionary';
import { notify } from '@/lib/notify';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { usePurcharT } from '../purchar-i18n';
import { ScanUpload } from './supplier-scan-upload';

interface RenewalValues {
  qualType: string;
  certNo: string;
  issuer: string;
  validFrom: string;
  validTo: string;
  files: { attachId: string; originalName: string }[];
}
type Field = Exclude<keyof RenewalValues, 'issuer'>;
const FIELDS: readonly string[] = ['qualType', 'certNo', 'validFrom', 'validTo', 'files'];

/** The field a server refusal names ("validTo: …", "fileIds.0: …"), so it shows under that control. */
function fieldOf(message: string): Field | undefined {
  const name = message.split(':')[0]!.split('.')[0]!.trim();
  const field = name === 'fileIds' ? 'files' : name;
  return FIELDS.includes(field) ? (field as Field) : undefined;
}

/** What the dialog was opened for: a new certificate, or the replacement of a current one. */
export type RenewalTarget = { replace?: Qualification };

/**
 * 资质更新: a new certificate with its scan for an admitted supplier, or the replacement of one (its type fixed).
 * The server decides what is acceptable (dates still valid, scans that are pictures or PDFs) and names the field;
 * the refusal shows under it and the dialog stays open.
 */
export function useQualificationRenewal(
  supplier: { id: string; supplierName: string },
  onDone: () => Promise<unknown>,
) {
  const [target, setTarget] = useState<RenewalTarget>();
  const dialog = (
    <Dialog open={!!target} onOpenChange={(open) => (open ? undefined : setTarget(undefined))}>
      {target ? (
        <RenewalForm
          supplier={supplier}
          replace={target.replace}
          onClose={() => setTarget(undefined)}
          onDone={onDone}
        />
      ) : null}
    </Dialog>
  );
  return { open: setTarget, dialog };
}

function RenewalForm({
  supplier,
  replace,
  onClose,
  onDone,
}: {
  supplier: { id: string; supplierName: string };
  replace?: Qualification;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const t = usePurcharT();
  const tk = useToolkitT();
  const base = useId();
  const types = toDictionaryOptions(useDictionary('gys_qual_type').items);
  const { register, handleSubmit, formState, setError, setValue, control, getValues, clearErrors } =
    useForm<RenewalValues>({
      defaultValues: {
        qualType: replace?.qualType ?? '',
        certNo: '',
        issuer: replace?.issuer ?? '',
        validFrom: '',
        validTo: '',
        files: [],
      },
    });
  const [general, setGeneral] = useState<string>();
  const files = useWatch({ control, name: 'files' });
  const errors = formState.errors;
  const id = (name: string) => `${base}-${name}`;
  const aria = (name: Field) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? fieldErrorId(id(name)) : undefined,
  });

  const submit = handleSubmit(async (values) => {
    if (values.files.length === 0) {
      setError('files', { message: t('supplier.renew.scanRequired') });
      return;
    }
    setGeneral(undefined);
    try {
      await renewQualification({
        supplierId: supplier.id,
        replaceId: replace?.id ?? null,
        qualType: replace?.qualType ?? values.qualType,
        certNo: values.certNo,
        issuer: values.issuer || null,
        validFrom: values.validFrom || null,
        validTo: values.validTo || null,
        fileIds: values.files.map((f) => f.attachId),
      });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : String(error);
      const field = fieldOf(message);
      if (field) setError(field, { message });
      else setGeneral(message);
      return;
    }
    notify.success(t('supplier.renew.done'));
    onClose();
    await onDone();
  });

  return (
    <DialogContent closeLabel={tk('crud.close')} className="max-w-xl">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogHeader>
          <DialogTitle>
            {replace
              ? t('supplier.renew.replaceTitle', { certNo: replace.certNo })
              : t('supplier.renew.addTitle', { name: supplier.supplierName })}
          </DialogTitle>
          <DialogDescription>{t('supplier.renew.hint')}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <FormField id={id('qualType')} label={t('supplier.qual.qualType')} error={errors.qualType?.message}>
            {replace ? (
              // A replacement keeps the replaced certificate's type: shown, not chosen.
              <input id={id('qualType')} className={inputClasses} readOnly value={replace.qualTypeName} />
            ) : (
              <select
                className={inputClasses}
                {...register('qualType', { required: t('supplier.renew.typeRequired') })}
                {...aria('qualType')}
              >
                <option value="" />
                {types.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={id('certNo')} label={t('supplier.qual.certNo')} error={errors.certNo?.message}>
            <input
              className={inputClasses}
              maxLength={64}
              {...register('certNo', {
                validate: (value) => (value.trim() ? true : t('supplier.renew.certNoRequired')),
              })}
              {...aria('certNo')}
            />
          </FormField>
          <FormField id={id('issuer')} label={t('supplier.qual.issuer')} className="sm:col-span-2">
            <input id={id('issuer')} className={inputClasses} maxLength={200} {...register('issuer')} />
          </FormField>
          <FormField
            id={id('validFrom')}
            label={t('supplier.qual.validFrom')}
            error={errors.validFrom?.message}
          >
            <input type="date" className={inputClasses} {...register('validFrom')} {...aria('validFrom')} />
          </FormField>
          <FormField
            id={id('validTo')}
            label={t('supplier.qual.validTo')}
            error={errors.validTo?.message}
            hint={t('supplier.renew.longTermHint')}
          >
            <input type="date" className={inputClasses} {...register('validTo')} {...aria('validTo')} />
          </FormField>
        </div>
        <div className="flex flex-col gap-2" role="group" aria-label={t('supplier.qual.files')}>
          <span className="text-sm font-medium">{t('supplier.qual.files')}</span>
          <ul className="flex flex-col gap-1">
            {files.map((file) => (
              <li key={file.attachId} className="flex items-center gap-1 text-sm">
                <span className="truncate">{file.originalName}</span>
                <button
                  type="button"
                  className="rounded p-0.5 text-muted hover:text-danger"
                  aria-label={`${file.originalName} ×`}
                  onClick={() =>
                    setValue(
                      'files',
                      getValues('files').filter((f) => f.attachId !== file.attachId),
                    )
                  }
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          <div>
            <ScanUpload
              label={t('supplier.qual.upload')}
              onUploaded={(file) => {
                setValue('files', [...getValues('files'), file]);
                clearErrors('files');
              }}
            />
          </div>
          {errors.files?.message ? (
            <p role="alert" className="text-xs text-danger">
              {errors.files.message}
            </p>
          ) : null}
        </div>
        {general ? (
          <p role="alert" className="mt-3 text-sm text-danger">
            {general}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {tk('crud.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('supplier.renew.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
