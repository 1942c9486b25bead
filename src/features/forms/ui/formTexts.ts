export type FormTexts = {
  submit: string
  required: string
  errorSummary: string
  sent: string
  failed: string
  tooMany: string
  uploading: string
  uploadedPrefix: string
  fileHelp: string
  honeypot: string
  choose: string
}
