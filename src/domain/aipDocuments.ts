import { DOCUMENT_TYPES } from './reference';

/**
 * Spec 3, section 2 "AIP approved page": the three document-status icons, from the document status
 * flags of spec 3, section 3 (contract DocumentStatus, as a structural type).
 */
export interface AipDocumentsInput {
  hasFinancialStatement?: string | null;
  hasManagementAccount?: string | null;
  hasDraftAccount?: string | null;
  hasBankStatement?: string | null;
  hasOTP?: string | null;
}

export interface AipDocumentRow {
  id: 'financial' | 'bank' | 'otp';
  title: string;
  received: boolean;
}

const yes = (v: string | null | undefined) => v === 'Y';

/**
 * The financial report counts as received when any financial document is: the financial statement, a
 * management account or a draft account (the document types FS, MA and DA of spec 3, 3).
 */
export function aipDocumentRows(d: AipDocumentsInput | null | undefined): AipDocumentRow[] {
  return [
    { id: 'financial', title: DOCUMENT_TYPES.FS, received: yes(d?.hasFinancialStatement) || yes(d?.hasManagementAccount) || yes(d?.hasDraftAccount) },
    { id: 'bank', title: DOCUMENT_TYPES.BS, received: yes(d?.hasBankStatement) },
    { id: 'otp', title: DOCUMENT_TYPES.OTP, received: yes(d?.hasOTP) },
  ];
}
