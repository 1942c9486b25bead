export type Crumb = { title: string; url: string }
