// Tests run outside React Server Components; 'server-only' guards only the Next bundles.
export {}
