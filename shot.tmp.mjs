import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const page = await browser.newPage()
page.on('console', (m) => console.log(m.type(), m.text().slice(0, 400)))
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()) })
await page.goto('http://localhost:3000' + process.argv[2])
await page.waitForTimeout(2500)
await browser.close()
