import { CheckedForPatch as CheckedForPatch_aac90125dd300f01b66c3c2445a52102 } from '../../../components/admin/CheckedForPatch'
import { MapDataInBulkField as MapDataInBulkField_536db510902cf3d5558af6e1830f2fb1 } from '../../../components/admin/MapDataInBulkField'
import { MarkerSectionCell as MarkerSectionCell_2454883e4a808958dc05cd22f7ed9c95 } from '../../../components/admin/MarkerSectionCell'
import { MarkerIconCell as MarkerIconCell_5c19b7218727b7552f7f997bfb169539 } from '../../../components/admin/MarkerIconCell'
import { MarkerPlacementField as MarkerPlacementField_f907535062b0eb04744512cb9e4d7693 } from '../../../components/admin/MarkerPlacementField'
import { MarkerDescriptionCell as MarkerDescriptionCell_7634329751917cad26ca5a5e9f4943fd } from '../../../components/admin/MarkerDescriptionCell'
import { MarkerFilters as MarkerFilters_ac1d72e07120d364a3e3cb214b8959ba } from '../../../components/admin/MarkerFilters'
import { CalloutPolygonField as CalloutPolygonField_3e2de3ae537b5ce391ef35c6d128e204 } from '../../../components/admin/CalloutPolygonField'
import { RouteLineField as RouteLineField_bfa50e564afee9cf7c932da365ca67de } from '../../../components/admin/RouteLineField'
import { UtilityPointField as UtilityPointField_2134fb75bc17e9ef6972d87ba15fe16e } from '../../../components/admin/UtilityPointField'
import { AbilitiesByVariantField as AbilitiesByVariantField_60d377339450c90785a60131bfc014ce } from '../../../components/admin/AbilitiesByVariantField'
import { VariantField as VariantField_8df1cc63def7aa61529896958298d30d } from '../../../components/admin/VariantField'
import { NameValueRowLabel as NameValueRowLabel_4103a839f28c983243225dd25a7d51f3 } from '../../../components/admin/NameValueRowLabel'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TierBoardField as TierBoardField_57abcc10f3290e953bac75693871cc51 } from '../../../components/admin/TierBoardField'
import { FeedbackMessageCell as FeedbackMessageCell_d7a93c1c75a341c031055c5a548731e4 } from '../../../components/admin/FeedbackMessageCell'
import { FeedbackReadCell as FeedbackReadCell_914d340a125250ebffb67e0dc84068c9 } from '../../../components/admin/FeedbackReadCell'
import { FeedbackFilters as FeedbackFilters_436dd41e607e5abe22dd549343da3a49 } from '../../../components/admin/FeedbackFilters'
import { EditorDesk as EditorDesk_951cf40311461b6d35899ba7a20cf5cb } from '../../../components/admin/EditorDesk'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/CheckedForPatch#CheckedForPatch": CheckedForPatch_aac90125dd300f01b66c3c2445a52102,
  "/components/admin/MapDataInBulkField#MapDataInBulkField": MapDataInBulkField_536db510902cf3d5558af6e1830f2fb1,
  "/components/admin/MarkerSectionCell#MarkerSectionCell": MarkerSectionCell_2454883e4a808958dc05cd22f7ed9c95,
  "/components/admin/MarkerIconCell#MarkerIconCell": MarkerIconCell_5c19b7218727b7552f7f997bfb169539,
  "/components/admin/MarkerPlacementField#MarkerPlacementField": MarkerPlacementField_f907535062b0eb04744512cb9e4d7693,
  "/components/admin/MarkerDescriptionCell#MarkerDescriptionCell": MarkerDescriptionCell_7634329751917cad26ca5a5e9f4943fd,
  "/components/admin/MarkerFilters#MarkerFilters": MarkerFilters_ac1d72e07120d364a3e3cb214b8959ba,
  "/components/admin/CalloutPolygonField#CalloutPolygonField": CalloutPolygonField_3e2de3ae537b5ce391ef35c6d128e204,
  "/components/admin/RouteLineField#RouteLineField": RouteLineField_bfa50e564afee9cf7c932da365ca67de,
  "/components/admin/UtilityPointField#UtilityPointField": UtilityPointField_2134fb75bc17e9ef6972d87ba15fe16e,
  "/components/admin/AbilitiesByVariantField#AbilitiesByVariantField": AbilitiesByVariantField_60d377339450c90785a60131bfc014ce,
  "/components/admin/VariantField#VariantField": VariantField_8df1cc63def7aa61529896958298d30d,
  "/components/admin/NameValueRowLabel#NameValueRowLabel": NameValueRowLabel_4103a839f28c983243225dd25a7d51f3,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/TierBoardField#TierBoardField": TierBoardField_57abcc10f3290e953bac75693871cc51,
  "/components/admin/FeedbackMessageCell#FeedbackMessageCell": FeedbackMessageCell_d7a93c1c75a341c031055c5a548731e4,
  "/components/admin/FeedbackReadCell#FeedbackReadCell": FeedbackReadCell_914d340a125250ebffb67e0dc84068c9,
  "/components/admin/FeedbackFilters#FeedbackFilters": FeedbackFilters_436dd41e607e5abe22dd549343da3a49,
  "/components/admin/EditorDesk#EditorDesk": EditorDesk_951cf40311461b6d35899ba7a20cf5cb,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
