import * as migration_20261122_024943_initial from './20261122_024943_initial';
import * as migration_20261122_035239_locations_and_dealerships from './20261122_035239_locations_and_dealerships';
import * as migration_20261122_041054_consumer_regulators from './20261122_041054_consumer_regulators';
import * as migration_20261122_041542_offers from './20261122_041542_offers';
import * as migration_20261122_043028_models from './20261122_043028_models';
import * as migration_20261122_051352_content_menus_pages_posts from './20261122_051352_content_menus_pages_posts';
import * as migration_20261122_052528_network_offers from './20261122_052528_network_offers';
import * as migration_20261122_052638_service_plans from './20261122_052638_service_plans';
import * as migration_20261122_060000_stock_vehicles from './20261122_060000_stock_vehicles';
import * as migration_20261122_061636_stock_imports_and_feed_settings from './20261122_061636_stock_imports_and_feed_settings';
import * as migration_20261122_100000_phone_reveals from './20261122_100000_phone_reveals';
import * as migration_20261124_011956_car_page_content from './20261124_011956_car_page_content';
import * as migration_20261124_012525_customer_leads from './20261124_012525_customer_leads';
import * as migration_20261124_013504_lead_delivery_settings from './20261124_013504_lead_delivery_settings';
import * as migration_20261124_033710_lead_delivery_spam_check_trade_in from './20261124_033710_lead_delivery_spam_check_trade_in';
import * as migration_20261124_043722_lead_delivery_claims from './20261124_043722_lead_delivery_claims';
import * as migration_20261124_061706_shoppers_watchlist_reservations from './20261124_061706_shoppers_watchlist_reservations';
import * as migration_20261124_081337_shopper_cleanup_task from './20261124_081337_shopper_cleanup_task';
import * as migration_20261125_141815_sign_in_code_requested_from from './20261125_141815_sign_in_code_requested_from';
import * as migration_20261125_165948_site_theme_radius_density from './20261125_165948_site_theme_radius_density';
import * as migration_20261125_201929_offers_model_relationship from './20261125_201929_offers_model_relationship';
import * as migration_20261125_202423_page_layout_blocks from './20261125_202423_page_layout_blocks';
import * as migration_20261125_203512_menu_links_legal_social_item_types from './20261125_203512_menu_links_legal_social_item_types';
import * as migration_20261125_215709_merge_schema_snapshots from './20261125_215709_merge_schema_snapshots';
import * as migration_20261126_001401_lead_attribution_review_import from './20261126_001401_lead_attribution_review_import';
import * as migration_20261126_001422_staff_invitations from './20261126_001422_staff_invitations';
import * as migration_20261126_013847_merge_schema_snapshots_admin from './20261126_013847_merge_schema_snapshots_admin';
import * as migration_20261126_040012_rate_limits from './20261126_040012_rate_limits';
import * as migration_20261126_040043_site_data_versions from './20261126_040043_site_data_versions';
import * as migration_20261127_070902_reservation_holds_per_shopper from './20261127_070902_reservation_holds_per_shopper';
import * as migration_20261128_014231_i26_storefront from './20261128_014231_i26_storefront';
import * as migration_20261206_033223_i27_admin from './20261206_033223_i27_admin';

export const migrations = [
  {
    up: migration_20261122_024943_initial.up,
    down: migration_20261122_024943_initial.down,
    name: '20261122_024943_initial',
  },
  {
    up: migration_20261122_035239_locations_and_dealerships.up,
    down: migration_20261122_035239_locations_and_dealerships.down,
    name: '20261122_035239_locations_and_dealerships',
  },
  {
    up: migration_20261122_041054_consumer_regulators.up,
    down: migration_20261122_041054_consumer_regulators.down,
    name: '20261122_041054_consumer_regulators',
  },
  {
    up: migration_20261122_041542_offers.up,
    down: migration_20261122_041542_offers.down,
    name: '20261122_041542_offers',
  },
  {
    up: migration_20261122_043028_models.up,
    down: migration_20261122_043028_models.down,
    name: '20261122_043028_models',
  },
  {
    up: migration_20261122_051352_content_menus_pages_posts.up,
    down: migration_20261122_051352_content_menus_pages_posts.down,
    name: '20261122_051352_content_menus_pages_posts',
  },
  {
    up: migration_20261122_052528_network_offers.up,
    down: migration_20261122_052528_network_offers.down,
    name: '20261122_052528_network_offers',
  },
  {
    up: migration_20261122_052638_service_plans.up,
    down: migration_20261122_052638_service_plans.down,
    name: '20261122_052638_service_plans',
  },
  {
    up: migration_20261122_060000_stock_vehicles.up,
    down: migration_20261122_060000_stock_vehicles.down,
    name: '20261122_060000_stock_vehicles',
  },
  {
    up: migration_20261122_061636_stock_imports_and_feed_settings.up,
    down: migration_20261122_061636_stock_imports_and_feed_settings.down,
    name: '20261122_061636_stock_imports_and_feed_settings',
  },
  {
    up: migration_20261122_100000_phone_reveals.up,
    down: migration_20261122_100000_phone_reveals.down,
    name: '20261122_100000_phone_reveals',
  },
  {
    up: migration_20261124_011956_car_page_content.up,
    down: migration_20261124_011956_car_page_content.down,
    name: '20261124_011956_car_page_content',
  },
  {
    up: migration_20261124_012525_customer_leads.up,
    down: migration_20261124_012525_customer_leads.down,
    name: '20261124_012525_customer_leads',
  },
  {
    up: migration_20261124_013504_lead_delivery_settings.up,
    down: migration_20261124_013504_lead_delivery_settings.down,
    name: '20261124_013504_lead_delivery_settings',
  },
  {
    up: migration_20261124_033710_lead_delivery_spam_check_trade_in.up,
    down: migration_20261124_033710_lead_delivery_spam_check_trade_in.down,
    name: '20261124_033710_lead_delivery_spam_check_trade_in',
  },
  {
    up: migration_20261124_043722_lead_delivery_claims.up,
    down: migration_20261124_043722_lead_delivery_claims.down,
    name: '20261124_043722_lead_delivery_claims',
  },
  {
    up: migration_20261124_061706_shoppers_watchlist_reservations.up,
    down: migration_20261124_061706_shoppers_watchlist_reservations.down,
    name: '20261124_061706_shoppers_watchlist_reservations',
  },
  {
    up: migration_20261124_081337_shopper_cleanup_task.up,
    down: migration_20261124_081337_shopper_cleanup_task.down,
    name: '20261124_081337_shopper_cleanup_task',
  },
  {
    up: migration_20261125_141815_sign_in_code_requested_from.up,
    down: migration_20261125_141815_sign_in_code_requested_from.down,
    name: '20261125_141815_sign_in_code_requested_from',
  },
  {
    up: migration_20261125_165948_site_theme_radius_density.up,
    down: migration_20261125_165948_site_theme_radius_density.down,
    name: '20261125_165948_site_theme_radius_density',
  },
  {
    up: migration_20261125_201929_offers_model_relationship.up,
    down: migration_20261125_201929_offers_model_relationship.down,
    name: '20261125_201929_offers_model_relationship',
  },
  {
    up: migration_20261125_202423_page_layout_blocks.up,
    down: migration_20261125_202423_page_layout_blocks.down,
    name: '20261125_202423_page_layout_blocks',
  },
  {
    up: migration_20261125_203512_menu_links_legal_social_item_types.up,
    down: migration_20261125_203512_menu_links_legal_social_item_types.down,
    name: '20261125_203512_menu_links_legal_social_item_types',
  },
  {
    up: migration_20261125_215709_merge_schema_snapshots.up,
    down: migration_20261125_215709_merge_schema_snapshots.down,
    name: '20261125_215709_merge_schema_snapshots',
  },
  {
    up: migration_20261126_001401_lead_attribution_review_import.up,
    down: migration_20261126_001401_lead_attribution_review_import.down,
    name: '20261126_001401_lead_attribution_review_import',
  },
  {
    up: migration_20261126_001422_staff_invitations.up,
    down: migration_20261126_001422_staff_invitations.down,
    name: '20261126_001422_staff_invitations',
  },
  {
    up: migration_20261126_013847_merge_schema_snapshots_admin.up,
    down: migration_20261126_013847_merge_schema_snapshots_admin.down,
    name: '20261126_013847_merge_schema_snapshots_admin',
  },
  {
    up: migration_20261126_040012_rate_limits.up,
    down: migration_20261126_040012_rate_limits.down,
    name: '20261126_040012_rate_limits',
  },
  {
    up: migration_20261126_040043_site_data_versions.up,
    down: migration_20261126_040043_site_data_versions.down,
    name: '20261126_040043_site_data_versions',
  },
  {
    up: migration_20261127_070902_reservation_holds_per_shopper.up,
    down: migration_20261127_070902_reservation_holds_per_shopper.down,
    name: '20261127_070902_reservation_holds_per_shopper',
  },
  {
    up: migration_20261128_014231_i26_storefront.up,
    down: migration_20261128_014231_i26_storefront.down,
    name: '20261128_014231_i26_storefront',
  },
  {
    up: migration_20261206_033223_i27_admin.up,
    down: migration_20261206_033223_i27_admin.down,
    name: '20261206_033223_i27_admin'
  },
];
