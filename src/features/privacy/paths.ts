/** The administrators' view of privacy requests (Payload custom view). */
export const PRIVACY_REQUESTS_PATH = '/admin/privacy-requests'
