import type { Caller } from '../../../context.ts';
import type { Database } from '../../../db/database.ts';
import type { NextId } from '../../../domain/ids.ts';
import type { Lang } from '../../../http/messages.ts';
import type { PermissionSource } from '../../../http/permission.ts';
import type { OssService } from '../../resource/oss.service.ts';
import { createInvoiceExport } from './invoice-export.ts';
import { createInvoiceLinks } from './invoice-link.service.ts';
import { createInvoiceReader, type ScanLink } from './invoice-read.service.ts';
import type { InvoiceLinkSubmit, InvoiceSubmit } from './invoice-records.ts';
import { createInvoiceSaver } from './invoice-save.service.ts';

/** 发票 and 发票关联合同: composes the reader, the saver and the links; each write answers the detail read back. */
export function createInvoiceService(deps: {
  db: Database;
  clock: () => Date;
  nextId: NextId;
  permissions: PermissionSource;
  oss: OssService;
  scanLink: ScanLink;
  invoiceBeforePayment: (tenantId: string) => Promise<boolean>;
}) {
  const reader = createInvoiceReader(deps);
  const saver = createInvoiceSaver(deps);
  const links = createInvoiceLinks(deps);
  return {
    page: reader.page,
    detail: reader.detail,
    linkPage: reader.linkPage,
    exportSheet: createInvoiceExport({ db: deps.db, reader }),
    upload: saver.upload,
    parties: saver.parties,
    remove: saver.remove,
    linkableContracts: links.contractsFor,
    async save(caller: Caller, input: InvoiceSubmit, lang: Lang) {
      return reader.detail(caller, await saver.save(caller, input), lang);
    },
    async link(caller: Caller, input: InvoiceLinkSubmit, lang: Lang) {
      return reader.detail(caller, await links.link(caller, input), lang);
    },
    async unlink(caller: Caller, linkId: string, lang: Lang) {
      return reader.detail(caller, await links.unlink(caller, linkId), lang);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
