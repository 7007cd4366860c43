import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PackagePlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { addStockOut, editStockOut } from '@/api/generated/stock/endpoints/kc-stock-out/kc-stock-out';
import type { StockOutDetail, StockMaterial } from '@/api/generated/stock/model';
import { addStockOutBody } from '@/api/generated/stock/zod/kc-stock-out/kc-stock-out.zod';
import { DocumentCard } from '@/components/document/document-detail-layout';
import { DocumentEditorFrame, useDirtyTracker } from '@/components/document/document-editor-frame';
import { DocumentNotEditable } from '@/components/document/document-route-states';
import { LineGrid, type FocusRequest } from '@/components/document/line-grid/line-grid';
import type { FieldDef } from '@/components/form/field-def';
import { FormFields } from '@/components/form/form-fields';
import { Button, buttonClasses } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { replaceTag } from '@/lib/tags';
import { useToolkitT } from '@/lib/toolkit-i18n';
import { useStockT, type StockTranslate } from '../stock-i18n';
import { DRAFT } from '../shared/stock-doc-actions';
import {
  lineFromPick,
  lineFromSaved,
  linePayload,
  stockResolver,
  type StockLineValues,
} from '../shared/stock-doc-form';
import { stockLineColumns, stockLineInputId, type StockLine } from '../shared/stock-line-columns';
import { useStorehouseOptions } from '../shared/stock-list-filters';
import { StockMaterialPicker } from '../shared/stock-material-picker';
import { BackToStockOut } from './stock-out-detail-page';
import { stockOutDetailQuery } from './stock-out-detail-query';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/stock/stock-out/edit/$id');

interface FormValues {
  stockOutType: '1' | '2';
  otherType: string | undefined;
  storehouseId: string | undefined;
  stockOutDate: string | undefined;
  receiveDeptName: string;
  receiverName: string;
  usePart: string;
  remark: string;
  items: StockLineValues[];
}
const ISSUE = '1';

/** Today in UTC+8, the day a new document defaults to. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const emptyValues = (): FormValues => ({
  stockOutType: ISSUE,
  otherType: undefined,
  storehouseId: undefined,
  stockOutDate: today(),
  receiveDeptName: '',
  receiverName: '',
  usePart: '',
  remark: '',
  items: [],
});

const valuesOf = (doc: StockOutDetail): FormValues => ({
  stockOutType: doc.stockOutType === 2 ? '2' : ISSUE,
  otherType: doc.otherType || undefined,
  storehouseId: doc.storehouseId,
  stockOutDate: doc.stockOutDate,
  receiveDeptName: doc.receiveDeptName,
  receiverName: doc.receiverName,
  usePart: doc.usePart,
  remark: doc.remark,
  items: doc.items.map(lineFromSaved),
});

/** /stock/stock-out/add: an empty stock-out (领用 by default). */
export function StockOutAddPage() {
  return <StockOutEditor key="new" />;
}

/** /stock/stock-out/edit/$id: a draft; a posted one only links to its detail. */
export function StockOutEditPage() {
  const t = useStockT();
  const tk = useToolkitT();
  const { id } = editRoute.useParams();
  const doc = useSuspenseQuery(stockOutDetailQuery(id)).data.data;
  if (doc.status !== DRAFT)
    return (
      <DocumentNotEditable
        message={t('stockOut.notEditable')}
        view={
          <Link
            to="/stock/stock-out/$id"
            params={{ id: doc.id }}
            className={buttonClasses('secondary', 'sm')}
          >
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <StockOutEditor key={doc.id} doc={doc} />;
}

/** 领用 names who takes it and where; another stock-out says which kind. */
function headerFields(
  t: StockTranslate,
  storehouses: { label: string; value: string }[],
  issue: boolean,
): FieldDef<FormValues>[] {
  const typeOptions = [
    { label: t('outType.issue'), value: '1' },
    { label: t('outType.other'), value: '2' },
  ];
  return [
    {
      name: 'stockOutType',
      label: t('field.stockOutType'),
      kind: 'select',
      options: typeOptions,
      required: true,
    },
    {
      name: 'storehouseId',
      label: t('field.storehouse'),
      kind: 'select',
      options: storehouses,
      required: true,
    },
    { name: 'stockOutDate', label: t('field.stockOutDate'), kind: 'date', required: true },
    ...(issue
      ? ([
          { name: 'receiveDeptName', label: t('field.receiveDeptName'), kind: 'text', required: true },
          { name: 'receiverName', label: t('field.receiverName'), kind: 'text', required: true },
          { name: 'usePart', label: t('field.usePart'), kind: 'text', required: true },
        ] as FieldDef<FormValues>[])
      : ([
          {
            name: 'otherType',
            label: t('field.otherType'),
            kind: 'dictionary',
            code: 'kc_stock_out_type',
            required: true,
          },
        ] as FieldDef<FormValues>[])),
    { name: 'remark', label: t('field.remark'), kind: 'textarea', span: 2 },
  ];
}

function StockOutEditor({ doc }: { doc?: StockOutDetail }) {
  const t = useStockT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const resolver = useMemo(
    () =>
      stockResolver<FormValues>(t, false, (values) =>
        values.stockOutType === ISSUE
          ? ['storehouseId', 'stockOutDate', 'receiveDeptName', 'receiverName', 'usePart']
          : ['storehouseId', 'stockOutDate', 'otherType'],
      ),
    [t],
  );
  const form = useForm<FormValues>({ defaultValues: doc ? valuesOf(doc) : emptyValues(), resolver });
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const dirty = useDirtyTracker(form);
  const storehouses = useStorehouseOptions(true);
  const stockOutType = useWatch({ control, name: 'stockOutType' });
  const fieldsDef = useMemo(
    () => headerFields(t, storehouses, stockOutType === ISSUE),
    [t, storehouses, stockOutType],
  );
  const columns = useMemo(
    () => stockLineColumns(control as never, register as never, t, 'out'),
    [control, register, t],
  );
  const storehouseId = useWatch({ control, name: 'storehouseId' });
  const [picking, setPicking] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>();
  const { markDirty } = dirty;
  const onMove = useCallback(
    (from: number, to: number) => {
      markDirty();
      move(from, to);
    },
    [move, markDirty],
  );
  const onRemove = useCallback(
    (index: number) => {
      markDirty();
      remove(index);
    },
    [remove, markDirty],
  );
  const addMaterials = (materials: StockMaterial[]) => {
    if (!materials.length) return;
    markDirty();
    const first = fields.length;
    append(
      materials.map((m) => lineFromPick(m, false)),
      { shouldFocus: false },
    );
    setFocusRequest((previous) => ({ index: first, nonce: (previous?.nonce ?? 0) + 1 }));
  };

  const save = async (values: FormValues) => {
    const issue = values.stockOutType === ISSUE;
    const body = {
      ...(doc ? { id: doc.id } : {}),
      stockOutType: issue ? (1 as const) : (2 as const),
      otherType: issue ? null : (values.otherType ?? null),
      storehouseId: values.storehouseId ?? '',
      stockOutDate: values.stockOutDate ?? '',
      receiveDeptName: issue ? values.receiveDeptName : '',
      receiverName: issue ? values.receiverName : '',
      usePart: issue ? values.usePart : '',
      remark: values.remark,
      items: values.items.map(linePayload),
    };
    const answer = doc ? await editStockOut(body) : await addStockOut(body);
    dirty.markClean();
    notify.success(tk(doc ? 'crud.updated' : 'crud.added'));
    const saved = answer.data;
    const detailPath = `/stock/stock-out/${saved.id}`;
    if (!doc) replaceTag('/stock/stock-out/add', { value: detailPath, fullPath: detailPath });
    void navigate({ to: '/stock/stock-out/$id', params: { id: saved.id }, replace: !doc });
  };
  const saveInvalid = (errors: FieldErrors<FormValues>) => {
    const items = errors.items as (Record<string, { message?: string }> | undefined)[] | undefined;
    const index = items ? items.findIndex((entry) => entry) : -1;
    if (index < 0) return;
    const column = 'qty';
    notify.error(
      t('editor.lineError', {
        line: index + 1,
        column: t(`item.${column}`),
        message: items![index]![column]?.message ?? '',
      }),
    );
    setFocusRequest((previous) => ({ index, nonce: (previous?.nonce ?? 0) + 1 }));
  };

  return (
    <DocumentEditorFrame
      title={doc ? t('stockOut.editTitle') : t('stockOut.addTitle')}
      number={doc?.stockOutNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={<BackToStockOut />}
      outside={
        <StockMaterialPicker
          open={picking}
          onOpenChange={setPicking}
          kind="out"
          storehouseId={storehouseId}
          onPick={addMaterials}
        />
      }
    >
      <DocumentCard title={t('editor.header')}>
        <FormFields
          control={control}
          fields={fieldsDef}
          idPrefix="stock-out"
          columns={3}
          schema={addStockOutBody}
        />
      </DocumentCard>
      <DocumentCard
        title={t('editor.lines')}
        contentClassName="flex flex-col gap-3"
        actions={
          <Button type="button" size="sm" onClick={() => setPicking(true)}>
            <PackagePlus className="size-4" aria-hidden="true" />
            {t('action.addMaterial')}
          </Button>
        }
      >
        {fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm text-muted">
            {t('editor.noLines')}
          </p>
        ) : (
          <LineGrid<StockLine>
            label={t('editor.gridLabel')}
            columns={columns}
            lines={fields}
            onMove={onMove}
            onRemove={onRemove}
            focusRequest={focusRequest}
            focusTarget={(key) => stockLineInputId(key, 'qty')}
            testId="stock-out-grid-scroll"
          />
        )}
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
