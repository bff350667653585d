import * as migration_20261122_024943_initial from './20261122_024943_initial';
import * as migration_20261122_035239_locations_and_dealerships from './20261122_035239_locations_and_dealerships';
import * as migration_20261122_041054_consumer_regulators from './20261122_041054_consumer_regulators';
import * as migration_20261122_041542_offers from './20261122_041542_offers';
import * as migration_20261122_043028_models from './20261122_043028_models';

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
    name: '20261122_043028_models'
  },
];
