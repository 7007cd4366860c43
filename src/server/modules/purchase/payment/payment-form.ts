import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { chineseUpperAmount } from '../contract/contract-money.ts';

/** What the approval form (付款审批单) prints: the request, the contract figures at submit, and the history. */
export interface ApproveFormData {
  paymentNo: string;
  contractNo: string;
  contractName: string;
  supplierName: string;
  payeeAccountName: string;
  payeeBankName: string;
  payeeAccountNo: string;
  payContentName: string;
  applyAmount: string;
  currency: string;
  expectedPayDate: string | null;
  applyReason: string;
  requesterName: string;
  contractAmount: string;
  receivedAmount: string;
  invoicedAmount: string;
  paidBefore: string;
  appliedBefore: string;
  steps: readonly {
    nodeName: string;
    actionName: string;
    approverName: string;
    opinion: string;
    actionTime: string;
  }[];
  printedAt: string;
}

/** Money as the form prints it: thousands separated, two decimals (the exact text, never a float). */
export function moneyText(amount: string): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

const cell = (text: string, bold = false, span = 1) =>
  new TableCell({
    columnSpan: span,
    children: [new Paragraph({ children: [new TextRun({ text, bold })] })],
  });

const pair = (label: string, value: string, label2?: string, value2?: string) =>
  new TableRow({
    children:
      label2 === undefined
        ? [cell(label, true), cell(value, false, 3)]
        : [cell(label, true), cell(value), cell(label2, true), cell(value2 ?? '')],
  });

/** The approval form as a .docx (the same code on the server and in the demo build's in-page server). */
export async function buildApproveForm(form: ApproveFormData): Promise<Uint8Array> {
  const amountRow = `${form.currency} ${moneyText(form.applyAmount)}`;
  const details = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      pair('申请单号', form.paymentNo, '申请人', form.requesterName),
      pair('合同编号', form.contractNo, '合同名称', form.contractName),
      pair('供应商', form.supplierName),
      pair('收款户名', form.payeeAccountName),
      pair('开户银行', form.payeeBankName, '银行账号', form.payeeAccountNo),
      pair('付款内容', form.payContentName, '期望付款日期', form.expectedPayDate ?? ''),
      pair('申请金额', amountRow, '金额大写', chineseUpperAmount(form.applyAmount)),
      pair('合同总额', moneyText(form.contractAmount), '已到货金额', moneyText(form.receivedAmount)),
      pair('已收发票金额', moneyText(form.invoicedAmount), '此前已付金额', moneyText(form.paidBefore)),
      pair('此前已申请金额', moneyText(form.appliedBefore)),
      pair('付款事由', form.applyReason),
    ],
  });
  const history = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        children: ['审批节点', '审批结果', '审批人', '审批意见', '审批时间'].map((h) => cell(h, true)),
      }),
      ...form.steps.map(
        (s) =>
          new TableRow({
            children: [s.nodeName, s.actionName, s.approverName, s.opinion, s.actionTime].map((t) => cell(t)),
          }),
      ),
    ],
  });
  const doc = new Document({
    creator: 'purchasing',
    title: `付款审批单 ${form.paymentNo}`,
    sections: [
      {
        children: [
          new Paragraph({ text: '付款审批单', heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({ text: '' }),
          details,
          new Paragraph({ text: '' }),
          new Paragraph({ text: '审批记录', heading: HeadingLevel.HEADING_2 }),
          history,
          new Paragraph({ text: '' }),
          new Paragraph({ children: [new TextRun({ text: `打印时间: ${form.printedAt}`, size: 18 })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc));
}
