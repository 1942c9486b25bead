/**
 * A server process for the crash test of checkout: it starts Payload on the test database, says
 * 'ready', waits for 'go', then checks out the carts of CARTS one after another, printing
 * 'confirmed <number>' after each, until the test kills it with SIGKILL. Run with
 * `--conditions react-server` (server-only).
 */
import { createInterface } from 'node:readline'

import { getPayload } from 'payload'

import { ticketingProvider } from '@/features/booking/providers/registry'
import config from '@payload-config'

const carts = JSON.parse(process.env.CARTS ?? '[]') as string[]
// The buyer's account: its orders are confirmed at once (a guest's would wait for the e-mail address).
const customerId = Number(process.env.CUSTOMER)
const payload = await getPayload({ config })
const provider = ticketingProvider(payload)
const buyer = {
  first_name: 'Kill',
  last_name: 'Nine',
  email: 'kill@example.org',
  street: 'Weg 1',
  postal_code: '10115',
  city: 'Berlin',
  country: 'DE',
  payment: 'invoice' as const,
}
process.stdout.write('ready\n')
const lines = createInterface({ input: process.stdin })
for await (const line of lines) {
  if (line.trim() !== 'go') continue
  for (const cartToken of carts) {
    const result = await provider.checkout({
      cartToken,
      buyer,
      customerId,
      locale: 'de',
      expectedTotalCents: 3000,
      boxOfficeLapseMinutes: 30,
    })
    process.stdout.write(result.ok ? `confirmed ${result.value.number}\n` : `refused ${result.error}\n`)
  }
  break
}
