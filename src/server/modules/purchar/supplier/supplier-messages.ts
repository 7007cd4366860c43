import type { Names } from '../../../lib/code-names.ts';

/** Suppliers' refusals (purchar-supplier.yaml), merged into MessageKey. */
export const SUPPLIER_MESSAGES = {
  supplierMissing: {
    zh: 'supplierId: 供应商不存在或不属于本租户: {0}',
    en: 'supplierId: no such supplier in your tenant: {0}',
  },
  supplierNotQualified: {
    zh: '供应商「{0}」尚未通过准入审批,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" has not passed admission approval; it cannot be invited, quote, win, sign or get orders',
  },
  supplierSuspended: {
    zh: '供应商「{0}」已暂停合作,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" is suspended; it cannot be invited, quote, win, sign or get orders',
  },
  supplierBlacklisted: {
    zh: '供应商「{0}」在黑名单中,不能邀请、报价、中标、签约或下单',
    en: 'Supplier "{0}" is blacklisted; it cannot be invited, quote, win, sign or get orders',
  },
  supplierLicenceExpired: {
    zh: '供应商「{0}」的营业执照已于 {1} 过期,请先更新资质',
    en: 'Supplier "{0}"\'s business licence expired on {1}; update its qualifications first',
  },
  supplierCreditCodeLength: {
    zh: 'creditCode: 统一社会信用代码应为 18 位',
    en: 'creditCode: a unified social credit code has 18 characters',
  },
  supplierCreditCodeCharset: {
    zh: 'creditCode: 统一社会信用代码只能由数字和大写字母组成(不含 I、O、Z、S、V)',
    en: 'creditCode: a unified social credit code uses digits and capitals other than I, O, Z, S and V',
  },
  supplierCreditCodeChecksum: {
    zh: 'creditCode: 统一社会信用代码校验位不正确,请核对',
    en: 'creditCode: the check character of the unified social credit code is wrong; please check the code',
  },
  supplierCodeTaken: {
    zh: 'supplierCode: 供应商编码「{0}」已被使用',
    en: 'supplierCode: supplier code "{0}" is already used',
  },
  supplierNameTaken: {
    zh: 'supplierName: 供应商名称「{0}」已存在',
    en: 'supplierName: a supplier named "{0}" already exists',
  },
  supplierCreditCodeTaken: {
    zh: 'creditCode: 统一社会信用代码 {0} 已被供应商「{1}」使用',
    en: 'creditCode: credit code {0} is already used by supplier "{1}"',
  },
  supplierCategoryMissing: {
    zh: 'categoryIds.{0}: 物料分类不存在: {1}',
    en: 'categoryIds.{0}: no such material category: {1}',
  },
  supplierRowNotOfSupplier: {
    zh: '{0}.{1}.id: 不是该供应商的记录: {2}',
    en: '{0}.{1}.id: not a row of this supplier: {2}',
  },
  supplierRenewCertNo: {
    zh: 'certNo: 请填写证书编号',
    en: 'certNo: enter the certificate number',
  },
  supplierRenewPast: {
    zh: 'validTo: 有效期止 {0} 已过(今天是 {1}),请上传仍在有效期内的证书',
    en: 'validTo: the end of validity {0} has passed (today is {1}); a renewal needs a certificate still valid',
  },
  supplierRenewDates: {
    zh: 'validTo: 有效期止不能早于有效期起',
    en: 'validTo: the end of validity cannot be before its start',
  },
  supplierRenewFileMissing: {
    zh: 'fileIds.{0}: 附件不存在: {1}',
    en: 'fileIds.{0}: no such attachment: {1}',
  },
  supplierRenewFileType: {
    zh: 'fileIds.{0}: 证书扫描件须为 PDF 或图片(JPG、PNG、GIF、WEBP)',
    en: 'fileIds.{0}: a certificate scan must be a PDF or a picture (JPG, PNG, GIF, WEBP)',
  },
  supplierRenewReplaceMissing: {
    zh: 'replaceId: 不是该供应商当前的资质: {0}',
    en: 'replaceId: not a current certificate of this supplier: {0}',
  },
  supplierRenewReplaceType: {
    zh: 'qualType: 新证书的资质类型须与被替换的证书相同',
    en: 'qualType: the new certificate must be of the same type as the one it replaces',
  },
  supplierRenewNotAdmitted: {
    zh: '供应商「{0}」尚未通过准入,请在编辑页修改资质后提交准入审批',
    en: 'Supplier "{0}" has not been admitted; change its qualifications in the editor and submit it for admission',
  },
  supplierRenewBlacklisted: {
    zh: '供应商「{0}」在黑名单中,不能更新资质;如需恢复合作请提交移出黑名单申请',
    en: 'Supplier "{0}" is blacklisted and its qualifications cannot be renewed; request its removal from the blacklist first',
  },
  supplierQualDates: {
    zh: 'qualifications.{0}.validTo: 有效期止不能早于有效期起',
    en: 'qualifications.{0}.validTo: the end of validity cannot be before its start',
  },
  supplierQualFileMissing: {
    zh: 'qualifications.{0}.fileIds: 附件不存在: {1}',
    en: 'qualifications.{0}.fileIds: no such attachment: {1}',
  },
  supplierAccountName: {
    zh: 'bankAccounts.{0}.accountName: 开户名必须与供应商名称「{1}」一致',
    en: 'bankAccounts.{0}.accountName: the account name must be the supplier\'s name "{1}"',
  },
  supplierDefaultAccount: {
    zh: 'bankAccounts: 银行账户须有且只有一个默认账户',
    en: 'bankAccounts: exactly one bank account must be the default',
  },
  supplierNotCreator: {
    zh: '只有供应商的创建人可以修改、删除或提交它',
    en: 'Only the person who created the supplier may edit, delete or submit it',
  },
  supplierNotEditable: {
    zh: '供应商已提交准入审批,只有草稿或已驳回时可以修改或删除',
    en: 'The supplier has been submitted for admission; only drafts or rejected suppliers can be edited or deleted',
  },
  supplierNoLicence: {
    zh: 'qualifications: 提交准入前请添加营业执照',
    en: 'qualifications: add the business licence before submitting for admission',
  },
  supplierNoDefaultAccount: {
    zh: 'bankAccounts: 提交准入前请添加默认银行账户',
    en: 'bankAccounts: add a default bank account before submitting for admission',
  },
  supplierStatusAdminOnly: {
    zh: '只有采购主管可以暂停或恢复供应商',
    en: 'Only a purchase admin may suspend or resume a supplier',
  },
  supplierStatusReason: {
    zh: 'reason: 请填写暂停或恢复的原因',
    en: 'reason: give the reason for suspending or resuming',
  },
  supplierNotSuspendable: {
    zh: '只有合格的供应商可以暂停',
    en: 'Only a qualified supplier can be suspended',
  },
  supplierNotSuspended: {
    zh: '供应商未暂停,无需恢复',
    en: 'The supplier is not suspended',
  },
  blacklistAlreadyOn: {
    zh: '供应商「{0}」已在黑名单中',
    en: 'Supplier "{0}" is already on the blacklist',
  },
  blacklistNotOn: {
    zh: '供应商「{0}」不在黑名单中',
    en: 'Supplier "{0}" is not on the blacklist',
  },
  blacklistOpenRequest: {
    zh: '供应商「{0}」已有未完成的黑名单申请 {1}',
    en: 'Supplier "{0}" already has an open blacklist request {1}',
  },
  blacklistNotCreator: {
    zh: '只有申请人可以修改、删除或提交黑名单申请',
    en: 'Only the person who raised the blacklist request may delete or submit it',
  },
  blacklistNotEditable: {
    zh: '黑名单申请已提交,只有草稿或已驳回时可以删除',
    en: 'The blacklist request has been submitted; only drafts or rejected requests can be deleted',
  },
} as const satisfies Record<string, Names>;
