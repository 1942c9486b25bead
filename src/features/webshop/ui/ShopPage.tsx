import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { loadChrome } from '@/features/shell/server/chrome'
import type { Locale } from '@/i18n/locales'
import { messagesFor, pickTexts } from '@/i18n/messages'
import { MoreTexts } from '@/i18n/MoreTexts'
import { routePath } from '@/i18n/routes'

import { shopScreen, type ShopScreen } from '../domain/shopPaths'
import { visitorCustomer } from '../server/cart'
import { shopLocale } from '../server/locale'
import { ForgotForm, RegisterForm, ResetForm } from './AccountForms'
import { CartScreen } from './CartScreen'
import { CheckoutScreen } from './CheckoutScreen'
import { VoucherScreen } from './VoucherScreen'
import { EventScreen } from './EventScreen'
import { WaitlistEntryScreen, WaitlistJoinScreen } from './WaitingListScreens'
import { ShopChrome } from './ShopChrome'
import { LoginForm } from './LoginForm'
import { findOrder, OrderScreen } from './OrderScreen'
import type { OrderView, SubscriptionOffer } from '@/features/booking/provider'
import { SubscriptionScreen, SubscriptionsScreen, subscriptionOffers } from './SubscriptionScreen'
import { NotFoundScreen, notFoundMetadata } from '@/features/shell/ui/NotFoundScreen'
import { ConfirmEmailScreen, ConfirmOrderScreen, VerifyScreen } from './VerifyScreen'
import { SHOP_PATHS } from '@/lib/routing/shopPaths'

type Props = { params: Promise<{ path?: string[] }>; searchParams?: Promise<Record<string, string | string[] | undefined>> }

const PASSWORD_PROBLEMS = ['passwordTooShort', 'passwordTooLong', 'passwordTooWeak'] as const
const FIELD_PROBLEMS = ['required', 'invalidEmail', 'tooLong'] as const

/**
 * The outcome of a form the browser posted without JavaScript (the call redirected back here with
 * `result` and a problem key): said at the top of the form, in the visitor's language.
 */
async function PostedOutcome({
  locale,
  result,
  problem,
  texts,
}: {
  locale: Locale
  result: string | null
  problem: string | null
  texts: Partial<Record<string, string>>
}) {
  if (!result) return null
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const account = await getTranslations({ locale, namespace: 'account' })
  let text = texts[result]
  if (result === 'limited') text = t('tooMany')
  if (result === 'invalid') {
    const password = PASSWORD_PROBLEMS.find((key) => key === problem)
    const field = FIELD_PROBLEMS.find((key) => key === problem)
    text = `${t('checkInput')} ${password ? account(password, { min: 10, max: 256 }) : t(`errors.${field ?? 'required'}`)}`
  }
  if (!text) return null
  const ok = result === 'registered' || result === 'done'
  return (
    <p role={ok ? 'status' : 'alert'} className={ok ? 'shop-form__result' : 'shop-form__error'}>
      {text}
    </p>
  )
}

/**
 * The account's password rules, which the register and reset forms say in their errors; the forgot
 * form shares their error hook, which asks for the account's texts as it starts.
 */
function PasswordTexts({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <MoreTexts messages={{ account: pickTexts(messagesFor(locale).account, PASSWORD_PROBLEMS) }}>{children}</MoreTexts>
}

const TITLES: Partial<
  Record<
    ShopScreen['kind'],
    | 'cart'
    | 'checkout'
    | 'login'
    | 'register'
    | 'verifyTitle'
    | 'confirmEmailTitle'
    | 'confirmOrderTitle'
    | 'forgotTitle'
    | 'resetTitle'
    | 'thanks'
    | 'waitlist.title'
    | 'vouchers.title'
    | 'subscriptions.title'
  >
> = {
  vouchers: 'vouchers.title',
  series: 'subscriptions.title',
  waitlistJoin: 'waitlist.title',
  waitlistEntry: 'waitlist.title',
  cart: 'cart',
  checkout: 'checkout',
  order: 'thanks',
  login: 'login',
  register: 'register',
  verify: 'verifyTitle',
  confirmEmail: 'confirmEmailTitle',
  confirmOrder: 'confirmOrderTitle',
  forgot: 'forgotTitle',
  reset: 'resetTitle',
}

export async function shopMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await shopLocale(), namespace: 'webshop' })
  const kind = shopScreen((await params).path ?? []).kind
  if (kind === 'unknown') return notFoundMetadata(await shopLocale())
  const title = TITLES[kind]
  return { title: title ? `${t(title)} · ${t('title')}` : t('title') }
}

/**
 * The web-shop screens in their own layout (SPEC §2), on every shop root (/webshop, /testshop,
 * ...): cart, checkout, the order's confirmation, the customer's log-in, registration,
 * verification and password reset. The provider's own list pages lead back to ours.
 */
export async function ShopPage({ params, searchParams }: Props) {
  const { path = [] } = await params
  const { result, problem } = (await searchParams) ?? {}
  const locale = await shopLocale()
  const t = await getTranslations({ locale, namespace: 'webshop' })
  const screen = shopScreen(path)
  if (screen.kind === 'programme') redirect(routePath(locale, 'events'))
  if (screen.kind === 'magazine') redirect(routePath(locale, 'magazine'))
  // The provider's series pages are our subscriptions' (issue 46); a series not sold as one leads to its page.
  const subscriptions = screen.kind === 'series' ? await subscriptionOffers(locale, screen.id ?? undefined) : []
  if (screen.kind === 'series' && screen.id !== null && subscriptions.length === 0)
    redirect(routePath(locale, 'series-slug-id', { parts: [screen.id] }))
  // An unknown address or order: the site's 404 in the visitor's language, rendered in place (decision 011).
  const order = screen.kind === 'order' ? await findOrder(screen.number, screen.accessKey, locale) : null
  if (screen.kind === 'unknown' || (screen.kind === 'order' && !order)) return <NotFoundScreen locale={locale} />
  const { settings } = await loadChrome(locale)
  const here = `${SHOP_PATHS.home}${path.length > 0 ? `/${path.map(encodeURIComponent).join('/')}` : ''}`
  return (
    <ShopChrome locale={locale} path={here} customer={(await visitorCustomer()) !== null}>
      {!settings.is_shop_online && screen.kind !== 'order' ? (
        <>
          <h1>{t('title')}</h1>
          <p role="status">{t('shopOffline')}</p>
        </>
      ) : (
        <Screen
          screen={screen}
          order={order}
          subscriptions={subscriptions}
          locale={locale}
          result={typeof result === 'string' ? result : null}
          problem={typeof problem === 'string' ? problem : null}
        />
      )}
    </ShopChrome>
  )
}

async function Screen({
  screen,
  order,
  subscriptions,
  locale,
  result,
  problem,
}: {
  screen: ShopScreen
  order: OrderView | null
  subscriptions: readonly SubscriptionOffer[]
  locale: Locale
  result: string | null
  problem: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'webshop' })
  switch (screen.kind) {
    case 'cart':
      return <CartScreen locale={locale} />
    case 'checkout':
      return <CheckoutScreen locale={locale} />
    case 'vouchers':
      return <VoucherScreen locale={locale} />
    case 'series':
      return screen.id !== null && subscriptions[0] ? (
        <SubscriptionScreen locale={locale} offer={subscriptions[0]} result={result} />
      ) : (
        <SubscriptionsScreen locale={locale} offers={subscriptions} />
      )
    case 'event':
      return <EventScreen locale={locale} jetId={screen.jetId} result={result} />
    case 'waitlistJoin':
      return <WaitlistJoinScreen locale={locale} jetId={screen.jetId} result={result} />
    case 'waitlistEntry':
      return <WaitlistEntryScreen locale={locale} id={screen.id} secret={screen.secret} result={result} />
    case 'order':
      return order ? <OrderScreen locale={locale} order={order} /> : null
    case 'login':
      return (
        <>
          <h1>{t('login')}</h1>
          <PostedOutcome
            locale={locale}
            result={result}
            problem={problem}
            texts={{ 'login-failed': t('loginFailed'), 'not-verified': t('notVerified') }}
          />
          <LoginForm home={routePath(locale, 'home')} />
        </>
      )
    case 'register':
      return (
        <>
          <h1>{t('register')}</h1>
          <p>{t('registerIntro')}</p>
          <PostedOutcome locale={locale} result={result} problem={problem} texts={{ registered: t('registeredPosted') }} />
          {result === 'registered' ? null : (
            <PasswordTexts locale={locale}>
              <RegisterForm />
            </PasswordTexts>
          )}
        </>
      )
    case 'verify':
      return <VerifyScreen locale={locale} token={screen.token} result={result} />
    case 'confirmEmail':
      return <ConfirmEmailScreen locale={locale} token={screen.token} result={result} />
    case 'confirmOrder':
      return <ConfirmOrderScreen locale={locale} token={screen.token} result={result} />
    case 'forgot':
      return (
        <>
          <h1>{t('forgotTitle')}</h1>
          <p>{t('forgotIntro')}</p>
          <PasswordTexts locale={locale}>
            <ForgotForm />
          </PasswordTexts>
        </>
      )
    case 'reset':
      return (
        <>
          <h1>{t('resetTitle')}</h1>
          <PostedOutcome
            locale={locale}
            result={result}
            problem={problem}
            texts={{ done: t('resetDone'), 'invalid-token': t('resetInvalid') }}
          />
          {result === 'done' ? (
            <p>
              <a href={routePath(locale, 'user-profile')}>{t('myProfile')}</a>
            </p>
          ) : (
            <PasswordTexts locale={locale}>
              <ResetForm token={screen.token} profileHref={routePath(locale, 'user-profile')} />
            </PasswordTexts>
          )}
        </>
      )
    default:
      return (
        <>
          <h1>{t('title')}</h1>
          <p>{t('shopHomeIntro')}</p>
          <ul className="shop__links">
            <li>
              <a href={SHOP_PATHS.cart}>{t('cart')}</a>
            </li>
            <li>
              <a href={SHOP_PATHS.vouchers}>{t('vouchers.shopLink')}</a>
            </li>
            <li>
              <a href={SHOP_PATHS.subscriptions}>{t('subscriptions.shopLink')}</a>
            </li>
            <li>
              <a href={SHOP_PATHS.login}>{t('login')}</a>
            </li>
            <li>
              <a href={SHOP_PATHS.register}>{t('register')}</a>
            </li>
            <li>
              <a href={routePath(locale, 'events')}>{t('toProgramme')}</a>
            </li>
          </ul>
        </>
      )
  }
}
