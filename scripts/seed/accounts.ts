/** Demo logins (documented in the README); they exist only in a seeded demo database. */
export const DEMO_USERS = [
  { email: 'admin@festival.example', password: 'festival-admin', name: 'Ada Admin', roles: ['admin'] as const },
  { email: 'redaktion@festival.example', password: 'festival-redaktion', name: 'Rosa Redaktion', roles: ['editor'] as const },
  { email: 'kasse@festival.example', password: 'festival-kasse', name: 'Karl Kasse', roles: ['boxOffice'] as const },
]

export const DEMO_CUSTOMER = {
  email: 'besucherin@festival.example',
  password: 'festival-besuch',
  first_name: 'Bea',
  last_name: 'Besucherin',
}
