import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { PackagePlus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { addStockIn, editStockIn } from '@/api/generated/stock/endpoints/kc-stock-in/kc-stock-in';
import type { StockInDetail, StockMaterial } from '@/api/generated/stock/model';
import { addStockInBody } from '@/api/generated/stock/zod/kc-stock-in/kc-stock-in.zod';
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
import { BackToStockIn } from './stock-in-detail-page';
import { stockInDetailQuery } from './stock-in-detail-query';
import '@/lib/form-zod';

const editRoute = getRouteApi('/_authenticated/stock/stockIn/otherStockIn/edit');

interface FormValues {
  otherType: string | undefined;
  storehouseId: string | undefined;
  stockInDate: string | undefined;
  supplierName: string;
  deliveryNoteNo: string;
  acceptorName: string;
  remark: string;
  items: StockLineValues[];
}

/** Today in UTC+8, the day a new document defaults to. */
const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

const emptyValues = (): FormValues => ({
  otherType: undefined,
  storehouseId: undefined,
  stockInDate: today(),
  supplierName: '',
  deliveryNoteNo: '',
  acceptorName: '',
  remark: '',
  items: [],
});

const valuesOf = (doc: StockInDetail): FormValues => ({
  otherType: doc.otherType || undefined,
  storehouseId: doc.storehouseId,
  stockInDate: doc.stockInDate,
  supplierName: doc.supplierName,
  deliveryNoteNo: doc.deliveryNoteNo,
  acceptorName: doc.acceptorName,
  remark: doc.remark,
  items: doc.items.map(lineFromSaved),
});

/** /stock/stockIn/otherStockIn/add (SPEC §2): an empty other stock-in. */
export function OtherStockInAddPage() {
  return <OtherStockInEditor key="new" />;
}

/** /stock/stockIn/otherStockIn/edit?id=… (SPEC §2): a draft; a posted one only links to its detail. */
export function OtherStockInEditPage() {
  const t = useStockT();
  const tk = useToolkitT();
  const { id } = editRoute.useSearch();
  const doc = useSuspenseQuery(stockInDetailQuery(id)).data.data;
  if (doc.status !== DRAFT)
    return (
      <DocumentNotEditable
        message={t('stockIn.notEditable')}
        view={
          <Link to="/stock/stock-in/$id" params={{ id: doc.id }} className={buttonClasses('secondary', 'sm')}>
            {tk('crud.view')}
          </Link>
        }
      />
    );
  return <OtherStockInEditor key={doc.id} doc={doc} />;
}

function headerFields(
  t: StockTranslate,
  storehouses: { label: string; value: string }[],
): FieldDef<FormValues>[] {
  return [
    {
      name: 'otherType',
      label: t('field.otherType'),
      kind: 'dictionary',
      code: 'kc_stock_in_type',
      required: true,
    },
    {
      name: 'storehouseId',
      label: t('field.storehouse'),
      kind: 'select',
      options: storehouses,
      required: true,
    },
    { name: 'stockInDate', label: t('field.stockInDate'), kind: 'date', required: true },
    { name: 'supplierName', label: t('field.supplierName'), kind: 'text' },
    { name: 'deliveryNoteNo', label: t('field.deliveryNoteNo'), kind: 'text' },
    { name: 'acceptorName', label: t('field.acceptorName'), kind: 'text' },
    { name: 'remark', label: t('field.remark'), kind: 'textarea', span: 2 },
  ];
}

function OtherStockInEditor({ doc }: { doc?: StockInDetail }) {
  const t = useStockT();
  const tk = useToolkitT();
  const navigate = useNavigate();
  const resolver = useMemo(
    () => stockResolver<FormValues>(t, true, () => ['otherType', 'storehouseId', 'stockInDate']),
    [t],
  );
  const form = useForm<FormValues>({ defaultValues: doc ? valuesOf(doc) : emptyValues(), resolver });
  const { control, register } = form;
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const dirty = useDirtyTracker(form);
  const storehouses = useStorehouseOptions(true);
  const fieldsDef = useMemo(() => headerFields(t, storehouses), [t, storehouses]);
  const columns = useMemo(
    () => stockLineColumns(control as never, register as never, t, 'in'),
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
      materials.map((m) => lineFromPick(m, true)),
      { shouldFocus: false },
    );
    setFocusRequest((previous) => ({ index: first, nonce: (previous?.nonce ?? 0) + 1 }));
  };

  const save = async (values: FormValues) => {
    const body = {
      ...(doc ? { id: doc.id } : {}),
      stockInType: 2 as const,
      otherType: values.otherType ?? '',
      storehouseId: values.storehouseId ?? '',
      stockInDate: values.stockInDate ?? '',
      supplierName: values.supplierName,
      deliveryNoteNo: values.deliveryNoteNo,
      acceptorName: values.acceptorName,
      remark: values.remark,
      items: values.items.map((line) => ({ ...linePayload(line), unitCost: Number(line.unitCost) })),
    };
    const answer = doc ? await editStockIn(body) : await addStockIn(body);
    dirty.markClean();
    notify.success(tk(doc ? 'crud.updated' : 'crud.added'));
    const saved = answer.data;
    const detailPath = `/stock/stock-in/${saved.id}`;
    if (!doc) replaceTag('/stock/stockIn/otherStockIn/add', { value: detailPath, fullPath: detailPath });
    void navigate({ to: '/stock/stock-in/$id', params: { id: saved.id }, replace: !doc });
  };
  const saveInvalid = (errors: FieldErrors<FormValues>) => {
    const items = errors.items as (Record<string, { message?: string }> | undefined)[] | undefined;
    const index = items ? items.findIndex((entry) => entry) : -1;
    if (index < 0) return;
    const column = items![index]!.qty ? 'qty' : 'unitCost';
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
      title={doc ? t('stockIn.editTitle') : t('stockIn.addTitle')}
      number={doc?.stockInNo}
      form={form}
      dirty={dirty}
      onSave={save}
      onInvalid={saveInvalid}
      back={<BackToStockIn />}
      outside={
        <StockMaterialPicker
          open={picking}
          onOpenChange={setPicking}
          kind="in"
          storehouseId={storehouseId}
          onPick={addMaterials}
        />
      }
    >
      <DocumentCard title={t('editor.header')}>
        <FormFields
          control={control}
          fields={fieldsDef}
          idPrefix="stock-in"
          columns={3}
          schema={addStockInBody}
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
            testId="stock-in-grid-scroll"
          />
        )}
      </DocumentCard>
    </DocumentEditorFrame>
  );
}
