import * as migration_20261122_113013_initial from './20261122_113013_initial';
import * as migration_20261122_183223_media_horizontal_small from './20261122_183223_media_horizontal_small';
import * as migration_20261123_061708_security from './20261123_061708_security';
import * as migration_20261123_162144_access_features from './20261123_162144_access_features';
import * as migration_20261123_191443_favourites_calendar_token from './20261123_191443_favourites_calendar_token';
import * as migration_20261123_215020_booking_engine from './20261123_215020_booking_engine';
import * as migration_20261124_000426_orders_tickets_verify from './20261124_000426_orders_tickets_verify';
import * as migration_20261124_025804_inline_editor from './20261124_025804_inline_editor';
import * as migration_20261124_060000_site_search from './20261124_060000_site_search';
import * as migration_20261125_191413_fair_sale from './20261125_191413_fair_sale';
import * as migration_20261125_214000_search_groups from './20261125_214000_search_groups';
import * as migration_20261125_220101_visitor_journey from './20261125_220101_visitor_journey';
import * as migration_20261126_213817_upload_prefix from './20261126_213817_upload_prefix';
import * as migration_20261127_131927_sale_back_doors from './20261127_131927_sale_back_doors';
import * as migration_20261128_063451_sale_openings from './20261128_063451_sale_openings';
import * as migration_20261128_134319_invoice_close_days from './20261128_134319_invoice_close_days';
import * as migration_20261128_134854_form_date_ranges from './20261128_134854_form_date_ranges';
import * as migration_20261128_170513_waiting_list from './20261128_170513_waiting_list';
import * as migration_20261128_222908_editing_presence_per_module from './20261128_222908_editing_presence_per_module';
import * as migration_20261129_011347_privacy_retention from './20261129_011347_privacy_retention';
import * as migration_20261129_014538_cancel_by_customer from './20261129_014538_cancel_by_customer';
import * as migration_20261129_044303_gift_vouchers from './20261129_044303_gift_vouchers';
import * as migration_20261129_051031_account_credit from './20261129_051031_account_credit';
import * as migration_20261129_075150_series_subscriptions from './20261129_075150_series_subscriptions';
import * as migration_20261129_082247_credit_payout from './20261129_082247_credit_payout';

export const migrations = [
  {
    up: migration_20261122_113013_initial.up,
    down: migration_20261122_113013_initial.down,
    name: '20261122_113013_initial',
  },
  {
    up: migration_20261122_183223_media_horizontal_small.up,
    down: migration_20261122_183223_media_horizontal_small.down,
    name: '20261122_183223_media_horizontal_small',
  },
  {
    up: migration_20261123_061708_security.up,
    down: migration_20261123_061708_security.down,
    name: '20261123_061708_security',
  },
  {
    up: migration_20261123_162144_access_features.up,
    down: migration_20261123_162144_access_features.down,
    name: '20261123_162144_access_features',
  },
  {
    up: migration_20261123_191443_favourites_calendar_token.up,
    down: migration_20261123_191443_favourites_calendar_token.down,
    name: '20261123_191443_favourites_calendar_token',
  },
  {
    up: migration_20261123_215020_booking_engine.up,
    down: migration_20261123_215020_booking_engine.down,
    name: '20261123_215020_booking_engine',
  },
  {
    up: migration_20261124_000426_orders_tickets_verify.up,
    down: migration_20261124_000426_orders_tickets_verify.down,
    name: '20261124_000426_orders_tickets_verify',
  },
  {
    up: migration_20261124_025804_inline_editor.up,
    down: migration_20261124_025804_inline_editor.down,
    name: '20261124_025804_inline_editor',
  },
  {
    up: migration_20261124_060000_site_search.up,
    down: migration_20261124_060000_site_search.down,
    name: '20261124_060000_site_search',
  },
  {
    up: migration_20261125_191413_fair_sale.up,
    down: migration_20261125_191413_fair_sale.down,
    name: '20261125_191413_fair_sale',
  },
  {
    up: migration_20261125_214000_search_groups.up,
    down: migration_20261125_214000_search_groups.down,
    name: '20261125_214000_search_groups',
  },
  {
    up: migration_20261125_220101_visitor_journey.up,
    down: migration_20261125_220101_visitor_journey.down,
    name: '20261125_220101_visitor_journey',
  },
  {
    up: migration_20261126_213817_upload_prefix.up,
    down: migration_20261126_213817_upload_prefix.down,
    name: '20261126_213817_upload_prefix',
  },
  {
    up: migration_20261127_131927_sale_back_doors.up,
    down: migration_20261127_131927_sale_back_doors.down,
    name: '20261127_131927_sale_back_doors',
  },
  {
    up: migration_20261128_063451_sale_openings.up,
    down: migration_20261128_063451_sale_openings.down,
    name: '20261128_063451_sale_openings',
  },
  {
    up: migration_20261128_134319_invoice_close_days.up,
    down: migration_20261128_134319_invoice_close_days.down,
    name: '20261128_134319_invoice_close_days',
  },
  {
    up: migration_20261128_134854_form_date_ranges.up,
    down: migration_20261128_134854_form_date_ranges.down,
    name: '20261128_134854_form_date_ranges',
  },
  {
    up: migration_20261128_170513_waiting_list.up,
    down: migration_20261128_170513_waiting_list.down,
    name: '20261128_170513_waiting_list',
  },
  {
    up: migration_20261128_222908_editing_presence_per_module.up,
    down: migration_20261128_222908_editing_presence_per_module.down,
    name: '20261128_222908_editing_presence_per_module',
  },
  {
    up: migration_20261129_011347_privacy_retention.up,
    down: migration_20261129_011347_privacy_retention.down,
    name: '20261129_011347_privacy_retention',
  },
  {
    up: migration_20261129_014538_cancel_by_customer.up,
    down: migration_20261129_014538_cancel_by_customer.down,
    name: '20261129_014538_cancel_by_customer',
  },
  {
    up: migration_20261129_044303_gift_vouchers.up,
    down: migration_20261129_044303_gift_vouchers.down,
    name: '20261129_044303_gift_vouchers',
  },
  {
    up: migration_20261129_051031_account_credit.up,
    down: migration_20261129_051031_account_credit.down,
    name: '20261129_051031_account_credit',
  },
  {
    up: migration_20261129_075150_series_subscriptions.up,
    down: migration_20261129_075150_series_subscriptions.down,
    name: '20261129_075150_series_subscriptions',
  },
  {
    up: migration_20261129_082247_credit_payout.up,
    down: migration_20261129_082247_credit_payout.down,
    name: '20261129_082247_credit_payout'
  },
];
