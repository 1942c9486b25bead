/** The festival's mark, as the header's logo, the mails and the PDF tickets show it. */
export const LOGO_MARK = 'FdK'
