import { Paperclip, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { uploadContractFile } from '@/api/generated/purchase-contract/endpoints/ht-contract/ht-contract';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { lineCellInput } from '@/components/document/line-grid/line-grid';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { compareDecimals } from '@/lib/decimal';
import { toDictionaryOptions, useDictionary } from '@/lib/dictionary';
import type { PurchaseTranslate } from '../purchase-i18n';
import { emptyTerm, ratioSum, type ContractFormValues } from './contract-editor-form';

const head = 'border-b border-line px-2 py-2 text-left text-xs font-medium text-muted whitespace-nowrap';
const cell = 'border-b border-line px-2 py-1 align-top';

/** 付款条款: pay_content, ratio, condition and due days per row; the ratios' sum shown live against 100 %. */
export function PayTermsCard({
  control,
  register,
  t,
  onChange,
}: {
  control: Control<ContractFormValues>;
  register: UseFormRegister<ContractFormValues>;
  t: PurchaseTranslate;
  onChange: () => void;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'payTerms' });
  const terms = useWatch({ control, name: 'payTerms' });
  const { errors } = useFormState({ control, name: 'payTerms' });
  const contents = toDictionaryOptions(useDictionary('pay_content').items);
  const sum = ratioSum(terms);
  const whole = compareDecimals(sum, '100') === 0;
  const rootError = errors.payTerms?.root?.message;
  const invalid = (index: number, key: 'payContent' | 'ratio' | 'dueDays') =>
    errors.payTerms?.[index]?.[key]?.message;
  return (
    <DocumentCard
      title={t('contract.detail.terms')}
      contentClassName="flex flex-col gap-2"
      actions={
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => {
            onChange();
            append(emptyTerm());
          }}
        >
          <Plus className="size-4" aria-hidden="true" />
          {t('contract.editor.addTerm')}
        </Button>
      }
    >
      <table aria-label={t('contract.detail.terms')} className="w-full text-sm">
        <thead>
          <tr>
            <th className={head}>{t('contract.term.lineNo')}</th>
            <th className={head}>{t('contract.term.payContent')}</th>
            <th className={head}>{t('contract.term.ratio')}</th>
            <th className={head}>{t('contract.term.payCondition')}</th>
            <th className={head}>{t('contract.term.dueDays')}</th>
            <th className={head}>
              <span className="sr-only">{t('contract.editor.removeTerm')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field, index) => (
            <tr key={field.id}>
              <td className={cn(cell, 'tabular-nums')}>{index + 1}</td>
              <td className={cell}>
                <select
                  className={lineCellInput}
                  aria-label={`${t('contract.term.payContent')} ${index + 1}`}
                  aria-invalid={invalid(index, 'payContent') ? true : undefined}
                  {...register(`payTerms.${index}.payContent`)}
                >
                  <option value="">{t('contract.editor.choose')}</option>
                  {contents.map((option) => (
                    <option key={String(option.value)} value={String(option.value)}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </td>
              <td className={cn(cell, 'w-28')}>
                <input
                  className={cn(lineCellInput, 'text-right tabular-nums')}
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={`${t('contract.term.ratio')} ${index + 1}`}
                  aria-invalid={invalid(index, 'ratio') ? true : undefined}
                  title={invalid(index, 'ratio')}
                  {...register(`payTerms.${index}.ratio`)}
                />
              </td>
              <td className={cell}>
                <input
                  className={lineCellInput}
                  maxLength={500}
                  autoComplete="off"
                  aria-label={`${t('contract.term.payCondition')} ${index + 1}`}
                  {...register(`payTerms.${index}.payCondition`)}
                />
              </td>
              <td className={cn(cell, 'w-24')}>
                <input
                  className={cn(lineCellInput, 'text-right tabular-nums')}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={`${t('contract.term.dueDays')} ${index + 1}`}
                  aria-invalid={invalid(index, 'dueDays') ? true : undefined}
                  {...register(`payTerms.${index}.dueDays`)}
                />
              </td>
              <td className={cn(cell, 'w-10')}>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`${t('contract.editor.removeTerm')} ${index + 1}`}
                  onClick={() => {
                    onChange();
                    remove(index);
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className={cn('text-sm tabular-nums', whole ? 'text-muted' : 'text-danger')}>
        {t('contract.editor.ratioSum', { sum })}
      </p>
      {rootError ? (
        <p role="alert" className="text-sm text-danger">
          {rootError}
        </p>
      ) : null}
    </DocumentCard>
  );
}

/** 合同附件: upload through add/file (checked by content on the server), choose the type, remove. */
export function ContractFilesCard({
  control,
  register,
  t,
  onChange,
}: {
  control: Control<ContractFormValues>;
  register: UseFormRegister<ContractFormValues>;
  t: PurchaseTranslate;
  onChange: () => void;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'files' });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of Array.from(files)) {
        const answer = await uploadContractFile({ file });
        onChange();
        append({ attachId: answer.data.attachId, fileName: answer.data.fileName, fileType: 1 });
      }
    } catch {
      // The http layer has shown the server's reason.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <DocumentCard
      title={t('contract.detail.files')}
      contentClassName="flex flex-col gap-2"
      actions={
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            className="sr-only"
            onChange={(event) => void upload(event.target.files)}
          />
          <Button
            type="button"
            size="sm"
            variant="secondary"
            loading={uploading}
            onClick={() => input.current?.click()}
          >
            <Paperclip className="size-4" aria-hidden="true" />
            {t('contract.editor.upload')}
          </Button>
        </>
      }
    >
      {fields.length === 0 ? <p className="text-sm text-muted">{t('contract.detail.noFiles')}</p> : null}
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => (
          <li key={field.id} className="flex items-center gap-3 text-sm">
            <span className="min-w-0 flex-1 truncate">{field.fileName}</span>
            <select
              className={cn(lineCellInput, 'w-36')}
              aria-label={`${t('contract.file.fileType')} ${field.fileName}`}
              {...register(`files.${index}.fileType`, { valueAsNumber: true })}
            >
              <option value={1}>{t('contract.editor.fileType1')}</option>
              <option value={2}>{t('contract.editor.fileType2')}</option>
              <option value={3}>{t('contract.editor.fileType3')}</option>
            </select>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={`${t('contract.editor.removeFile')} ${field.fileName}`}
              onClick={() => {
                onChange();
                remove(index);
              }}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
    </DocumentCard>
  );
}
