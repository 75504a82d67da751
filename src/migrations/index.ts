import * as migration_20261121_044124_initial from './20261121_044124_initial';

export const migrations = [
  {
    up: migration_20261121_044124_initial.up,
    down: migration_20261121_044124_initial.down,
    name: '20261121_044124_initial'
  },
];
