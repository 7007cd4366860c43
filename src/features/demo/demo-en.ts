import type { Shape } from '@/lib/i18n';
import type { demoZh } from './demo-zh';

/** English strings of the toolkit demos; exactly the keys of demo-zh.ts (checked by tsc). */
export const demoEn: Shape<typeof demoZh> = {
  record: {
    name: 'Name',
    code: 'Code',
    category: 'Category',
    currency: 'Currency',
    amount: 'Amount',
    quantity: 'Quantity',
    enabled: 'Enabled',
    startDate: 'Start date',
    deptId: 'Department',
    owner: 'Owner',
    phone: 'Mobile',
    email: 'Email',
    attachment: 'Attachment',
    remark: 'Remark',
    createTime: 'Created',
  },
  categories: {
    material: 'Raw material',
    auxiliary: 'Auxiliary',
    equipment: 'Equipment',
    service: 'Service',
  },
  rules: {
    nameRequired: 'Please enter the name',
    codeRequired: 'Please enter the code',
    categoryRequired: 'Please select the category',
    amountRequired: 'Please enter the amount',
    amountMin: 'The amount must not be negative',
    phoneLength: 'The mobile number must have 11 digits',
    phoneFormat: 'The mobile number is not valid',
    emailFormat: 'The email address is not valid',
    codeTaken: 'The code {code} already exists',
    reservedName: 'The name “{name}” is reserved, please choose another',
  },
  common: {
    title: 'CRUD demo',
    intro:
      'The generic CRUD screen: search, paging (10/30/50/100/200), sorting, selection, batch delete, add / edit / view dialogs. The data lives in this page and comes back after a reload.',
    reset: 'Reset the demo data',
  },
  edit: {
    title: 'List and edit demo',
    intro:
      'DataTable, FormFields and react-hook-form composed directly: click “Edit” in the list, change the record in the form on the right and save.',
    empty: 'Pick a record in the list to edit it',
    editing: 'Editing: {name}',
    save: 'Save',
    cancel: 'Cancel',
  },
  form: {
    title: 'Form demo',
    intro:
      'Every field kind, validation on blur and server errors. Enter the code WL00001 for a field error from the server, or the name “reserved” for a form error.',
    modeEdit: 'Edit',
    modeView: 'View',
    mode: 'Mode',
    submit: 'Submit',
    reset: 'Reset',
    submitted: 'Submitted',
    result: 'Submitted data',
  },
  test: {
    title: 'Test page',
    intro:
      'A large table of {columns} columns to measure rendering: choose 200 rows per page in the URL or the pager.',
    lastRender: 'Last render: {rows} rows, {ms} ms after the data arrived',
  },
};
