import * as migration_20261121_044124_initial from './20261121_044124_initial';
import * as migration_20261121_051238_content_model from './20261121_051238_content_model';
import * as migration_20261121_053000_api_rate_limits from './20261121_053000_api_rate_limits';
import * as migration_20261121_075204_live_preview_drafts from './20261121_075204_live_preview_drafts';
import * as migration_20261123_010500_site_search from './20261123_010500_site_search';
import * as migration_20261123_010602_editor_desk from './20261123_010602_editor_desk';
import * as migration_20261123_011159_media_object_storage from './20261123_011159_media_object_storage';
import * as migration_20261123_011712_created_by_owner from './20261123_011712_created_by_owner';
import * as migration_20261125_095030_patches from './20261125_095030_patches';
import * as migration_20261125_132141_map_callouts from './20261125_132141_map_callouts';
import * as migration_20261125_144212_tier_lists from './20261125_144212_tier_lists';
import * as migration_20261126_030646_map_routes from './20261126_030646_map_routes';
import * as migration_20261126_040230_hero_layer from './20261126_040230_hero_layer';
import * as migration_20261128_202537_localized_editorial from './20261128_202537_localized_editorial';
import * as migration_20261128_203741_localized_hero_guides from './20261128_203741_localized_hero_guides';
import * as migration_20261128_235536_localized_map_guides from './20261128_235536_localized_map_guides';
import * as migration_20261129_000000_search_languages from './20261129_000000_search_languages';
import * as migration_20261129_040215_translation_stamps from './20261129_040215_translation_stamps';

export const migrations = [
  {
    up: migration_20261121_044124_initial.up,
    down: migration_20261121_044124_initial.down,
    name: '20261121_044124_initial',
  },
  {
    up: migration_20261121_051238_content_model.up,
    down: migration_20261121_051238_content_model.down,
    name: '20261121_051238_content_model',
  },
  {
    up: migration_20261121_053000_api_rate_limits.up,
    down: migration_20261121_053000_api_rate_limits.down,
    name: '20261121_053000_api_rate_limits',
  },
  {
    up: migration_20261121_075204_live_preview_drafts.up,
    down: migration_20261121_075204_live_preview_drafts.down,
    name: '20261121_075204_live_preview_drafts',
  },
  {
    up: migration_20261123_010500_site_search.up,
    down: migration_20261123_010500_site_search.down,
    name: '20261123_010500_site_search',
  },
  {
    up: migration_20261123_010602_editor_desk.up,
    down: migration_20261123_010602_editor_desk.down,
    name: '20261123_010602_editor_desk',
  },
  {
    up: migration_20261123_011159_media_object_storage.up,
    down: migration_20261123_011159_media_object_storage.down,
    name: '20261123_011159_media_object_storage',
  },
  {
    up: migration_20261123_011712_created_by_owner.up,
    down: migration_20261123_011712_created_by_owner.down,
    name: '20261123_011712_created_by_owner',
  },
  {
    up: migration_20261125_095030_patches.up,
    down: migration_20261125_095030_patches.down,
    name: '20261125_095030_patches',
  },
  {
    up: migration_20261125_132141_map_callouts.up,
    down: migration_20261125_132141_map_callouts.down,
    name: '20261125_132141_map_callouts',
  },
  {
    up: migration_20261125_144212_tier_lists.up,
    down: migration_20261125_144212_tier_lists.down,
    name: '20261125_144212_tier_lists',
  },
  {
    up: migration_20261126_030646_map_routes.up,
    down: migration_20261126_030646_map_routes.down,
    name: '20261126_030646_map_routes',
  },
  {
    up: migration_20261126_040230_hero_layer.up,
    down: migration_20261126_040230_hero_layer.down,
    name: '20261126_040230_hero_layer',
  },
  {
    up: migration_20261128_202537_localized_editorial.up,
    down: migration_20261128_202537_localized_editorial.down,
    name: '20261128_202537_localized_editorial',
  },
  {
    up: migration_20261128_203741_localized_hero_guides.up,
    down: migration_20261128_203741_localized_hero_guides.down,
    name: '20261128_203741_localized_hero_guides',
  },
  {
    up: migration_20261128_235536_localized_map_guides.up,
    down: migration_20261128_235536_localized_map_guides.down,
    name: '20261128_235536_localized_map_guides',
  },
  {
    up: migration_20261129_000000_search_languages.up,
    down: migration_20261129_000000_search_languages.down,
    name: '20261129_000000_search_languages',
  },
  {
    up: migration_20261129_040215_translation_stamps.up,
    down: migration_20261129_040215_translation_stamps.down,
    name: '20261129_040215_translation_stamps'
  },
];
