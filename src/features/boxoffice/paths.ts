/** The box office's admin view (Payload custom view at /admin/box-office). */
export const BOX_OFFICE_PATH = '/admin/box-office'
