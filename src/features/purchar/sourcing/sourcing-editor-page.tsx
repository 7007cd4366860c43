import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Matrix, MatrixLine, SourcingDetail } from '@/api/generated/purchar-sourcing/model';
import {
  getGetSourcingDetailQueryKey,
  getGetSourcingMatrixQueryKey,
  useEditSourcing,
  useGetSourcingDetail,
  useGetSourcingMatrix,
  useGetSourcingSupplierOptions,
  useSubmitSourcing,
  useVoidSourcing,
} from '@/api/generated/purchar-sourcing/endpoints/cg-sourcing/cg-sourcing';
import { TextControl } from '@/components/form/field-controls';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { usePurcharT } from '../purchar-i18n';
import { AwardDialog } from './award-dialog';
import { OfferDialog } from './offer-dialog';
import { OfferFilesDialog } from './offer-files-dialog';
import { OfferImportButtons } from './offer-import-buttons';
import { SourcingMatrix } from '../shared/sourcing-matrix';

const route = getRouteApi('/_authenticated/purchar/sourcing/$id');

/**
 * 寻源单 editor: the header and the invited suppliers, the price-comparison matrix with offer entry per supplier
 * and award per line, submit (定标审批) and void. What may be done comes from allowedActions; a submitted or voided
 * bill shows read-only.
 */
export function SourcingEditorPage() {
  const { id } = route.useParams();
  const detail = useGetSourcingDetail(id);
  const matrix = useGetSourcingMatrix({ sourcingId: id });
  const bill = detail.data?.data;
  if (!bill || !matrix.data?.data) return <p className="p-4 text-sm text-muted">…</p>;
  return (
    <SourcingEditor
      key={`${bill.id}:${bill.roundNo}:${bill.approveStatus}`}
      bill={bill}
      matrix={matrix.data.data}
    />
  );
}

function SourcingEditor({ bill, matrix }: { bill: SourcingDetail; matrix: Matrix }) {
  const t = usePurcharT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const editable = bill.allowedActions.includes('edit');
  const options = useGetSourcingSupplierOptions({ query: { enabled: editable } });
  const [name, setName] = useState<string | null | undefined>(bill.sourcingName);
  const [reason, setReason] = useState<string | null | undefined>(bill.lessThanThreeReason);
  const [note, setNote] = useState<string | null | undefined>(bill.evaluationNote);
  const [invited, setInvited] = useState<string[]>(bill.suppliers.map((s) => s.supplierId));
  const [offersOf, setOffersOf] = useState<string | undefined>();
  const [filesOf, setFilesOf] = useState<string | undefined>();
  const [awarding, setAwarding] = useState<MatrixLine | undefined>();
  const edit = useEditSourcing();
  const submit = useSubmitSourcing();
  const voiding = useVoidSourcing();

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getGetSourcingDetailQueryKey(bill.id) }),
      queryClient.invalidateQueries({ queryKey: getGetSourcingMatrixQueryKey({ sourcingId: bill.id }) }),
    ]);

  const save = async () => {
    const answer = await edit
      .mutateAsync({
        data: {
          id: bill.id,
          sourcingName: (name ?? '').trim(),
          supplierIds: invited,
          lessThanThreeReason: reason ?? '',
          evaluationNote: note ?? '',
        },
      })
      .catch(() => undefined);
    if (!answer) return;
    notify.success(t('sourcing.editor.saved'));
    await refresh();
  };

  const toSubmit = async () => {
    const answer = await submit
      .mutateAsync({ data: { id: bill.id, seenStatus: bill.approveStatus, seenRoundNo: bill.roundNo } })
      .catch(() => undefined);
    if (!answer) return;
    notify.success(t('sourcing.editor.submitted'));
    await refresh();
  };

  const supplierChoices = editable
    ? (options.data?.data ?? [])
    : bill.suppliers.map((s) => ({
        id: s.supplierId,
        supplierCode: s.supplierCode,
        supplierName: s.supplierName,
      }));

  return (
    <section aria-label={bill.sourcingNo} className="flex flex-col gap-4">
      <Card>
        <CardHeader className="flex flex-row items-center justify-between gap-2">
          <CardTitle>
            {t('sourcing.editor.header')} {bill.sourcingNo}
          </CardTitle>
          <div className="flex gap-2 text-sm">
            <span>{bill.sourcingStatusName}</span>
            <span>{bill.approveStatusName}</span>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {!editable ? <p className="text-sm text-muted">{t('sourcing.editor.readOnly')}</p> : null}
          <div className="grid gap-4 md:grid-cols-3">
            <div className="flex flex-col gap-1">
              <Label htmlFor="sourcing-name">{t('sourcing.field.sourcingName')}</Label>
              <TextControl
                id="sourcing-name"
                value={name}
                onChange={setName}
                onBlur={() => undefined}
                readOnly={!editable}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="sourcing-reason">{t('sourcing.field.lessThanThreeReason')}</Label>
              <TextControl
                id="sourcing-reason"
                value={reason}
                onChange={setReason}
                onBlur={() => undefined}
                readOnly={!editable}
              />
            </div>
            <div className="flex flex-col gap-1">
              <Label htmlFor="sourcing-note">{t('sourcing.field.evaluationNote')}</Label>
              <TextControl
                id="sourcing-note"
                value={note}
                onChange={setNote}
                onBlur={() => undefined}
                readOnly={!editable}
              />
            </div>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('sourcing.editor.invite')}</legend>
            {editable ? <p className="text-xs text-muted">{t('sourcing.editor.inviteHint')}</p> : null}
            <div className="flex flex-wrap gap-4">
              {supplierChoices.map((s) => (
                <label key={s.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={invited.includes(s.id)}
                    disabled={!editable}
                    onChange={(event) =>
                      setInvited((all) =>
                        event.target.checked ? [...all, s.id] : all.filter((x) => x !== s.id),
                      )
                    }
                  />
                  {s.supplierName}
                </label>
              ))}
            </div>
          </fieldset>
          {editable ? (
            <div className="flex gap-2">
              <Button onClick={() => void save()} disabled={edit.isPending || !(name ?? '').trim()}>
                {t('sourcing.editor.save')}
              </Button>
              {bill.allowedActions.includes('submit') ? (
                <Button variant="secondary" onClick={() => void toSubmit()} disabled={submit.isPending}>
                  {t('sourcing.editor.submit')}
                </Button>
              ) : null}
              {bill.allowedActions.includes('remove') ? (
                <ConfirmDialog
                  trigger={<Button variant="danger">{t('sourcing.editor.void')}</Button>}
                  title={t('sourcing.editor.void')}
                  description={t('sourcing.editor.voidConfirm')}
                  confirmVariant="danger"
                  onConfirm={async () => {
                    const done = await voiding.mutateAsync({ id: bill.id }).catch(() => undefined);
                    if (!done) return;
                    notify.success(t('sourcing.editor.voided'));
                    await navigate({ to: '/purchar/sourcing' });
                  }}
                />
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('sourcing.editor.matrix')}</CardTitle>
          {editable && matrix.suppliers.length > 0 ? (
            <div className="flex gap-2">
              <OfferImportButtons sourcingId={bill.id} onImported={() => void refresh()} />
            </div>
          ) : null}
        </CardHeader>
        <CardContent>
          {matrix.suppliers.length === 0 ? (
            <p className="text-sm text-muted">{t('sourcing.editor.noSuppliers')}</p>
          ) : (
            <SourcingMatrix
              matrix={matrix}
              onOffers={editable ? setOffersOf : undefined}
              onAward={editable ? setAwarding : undefined}
              onFiles={setFilesOf}
            />
          )}
        </CardContent>
      </Card>
      <OfferDialog
        key={`offers:${offersOf ?? ''}`}
        sourcingId={bill.id}
        supplier={matrix.suppliers.find((s) => s.supplierId === offersOf)}
        lines={matrix.lines}
        onClose={() => setOffersOf(undefined)}
        onSaved={() => void refresh()}
      />
      <OfferFilesDialog
        sourcingId={bill.id}
        supplier={matrix.suppliers.find((s) => s.supplierId === filesOf)}
        editable={editable}
        onClose={() => setFilesOf(undefined)}
      />
      <AwardDialog
        key={`award:${awarding?.sourcingItemId ?? ''}`}
        sourcingId={bill.id}
        line={awarding}
        suppliers={matrix.suppliers}
        onClose={() => setAwarding(undefined)}
        onSaved={() => void refresh()}
      />
    </section>
  );
}
