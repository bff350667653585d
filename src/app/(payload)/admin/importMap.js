import { YesNoCell as YesNoCell_93cbdbe04b9517ce5a0059dffb93f803 } from '@/components/admin/YesNoCell'
import { ExportSeedLink as ExportSeedLink_069a1531d388eba20b26ce6672e93d86 } from '@/components/admin/ExportSeedLink'
import { BrandFieldNote as BrandFieldNote_1a17d197e2f0b08105a9ad050788ab31 } from '@/components/admin/BrandFieldNote'
import { BrandColourField as BrandColourField_a178295da41014b0d84f494071021415 } from '@/components/admin/BrandColourField'
import { SettingToggle as SettingToggle_ffd193bfbd885e6d369c72910e74dbab } from '@/components/admin/SettingToggle'
import { FinanceProvidersField as FinanceProvidersField_bdda2ab07b38d049cb1a9452a89b833e } from '@/components/admin/FinanceProvidersField'
import { WatchTenantCollection as WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { NewDealerSiteLink as NewDealerSiteLink_18c4a625336d47d11c08f8c66e9fce85 } from '@/components/admin/NewDealerSiteLink'
import { ResendInvitationButton as ResendInvitationButton_5ed806b13acdbb013bf736ea435edb49 } from '@/components/admin/ResendInvitationButton'
import { StaffEditView as StaffEditView_3fcacf7d6140710f52ebaaee25689789 } from '@/components/admin/StaffEditView'
import { DocumentSiteLine as DocumentSiteLine_a79928d2a90721a4358ef1c1ae2ed8a3 } from '@/components/admin/DocumentSiteLine'
import { TenantField as TenantField_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { AssignTenantFieldTrigger as AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a } from '@payloadcms/plugin-multi-tenant/client'
import { TextListCell as TextListCell_d89dda97daa5b57bbddff903e7cdc709 } from '@/components/admin/TextListCell'
import { ImportReviewsButton as ImportReviewsButton_4d6fdb577acfd50f5abf044c590a7a7a } from '@/components/admin/ImportReviewsButton'
import { TimeOfDayField as TimeOfDayField_a4c08189ae844c3f7df9f5ccaad3307d } from '@/components/admin/TimeOfDayField'
import { HolidayRowLabel as HolidayRowLabel_602181e9d445b98d48bce238807017cb } from '@/components/admin/RowLabels'
import { TeamMemberRowLabel as TeamMemberRowLabel_602181e9d445b98d48bce238807017cb } from '@/components/admin/RowLabels'
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
import { ScheduledCell as ScheduledCell_5ba0a4784fdc8a05b04c38d4b6734741 } from '@/components/admin/ScheduledCell'
import { LabelledPreviewButton as LabelledPreviewButton_f01babe876435de77c5175aab6f847ef } from '@/components/admin/LabelledPreviewButton'
import { SchedulingPublishButton as SchedulingPublishButton_9ca4df7ee860ca93f4d4c12e881bcc37 } from '@/components/admin/SchedulingPublishButton'
import { LinkField as LinkField_1ae096a4f3caefdadb0d93037338d20b } from '@/components/admin/LinkField'
import { SlugFromName as SlugFromName_97b2e9d9b2a878ef5d347548df173610 } from '@/components/admin/SlugFromName'
import { MenuLinkCheck as MenuLinkCheck_86b5a168cb940b8666df3d51acc06c1c } from '@/components/admin/MenuLinkCheck'
import { LabelRowLabel as LabelRowLabel_602181e9d445b98d48bce238807017cb } from '@/components/admin/RowLabels'
import { BlockRowLabel as BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b } from '@/components/admin/BlockRowLabel'
import { LeadOwnerCell as LeadOwnerCell_631301f20a29d6bcb4a40d3bfe9b42f5 } from '@/components/admin/leads/LeadOwnerCell'
import { LeadOwnerField as LeadOwnerField_2e7d0eb9510787308e9b4713d83a424c } from '@/components/admin/leads/LeadOwnerField'
import { LeadNoteField as LeadNoteField_fc1af3093bdde0f8c5bd3b1f80c5fb51 } from '@/components/admin/leads/LeadNoteField'
import { LeadHistoryField as LeadHistoryField_e4073ab6849196aab1a7d00213e45276 } from '@/components/admin/leads/LeadHistoryField'
import { ResendLeadButton as ResendLeadButton_f2873dd5c05486e69f2696bd10d9bedc } from '@/components/admin/ResendLeadButton'
import { ExportLeadsLink as ExportLeadsLink_26f16d560768ad908f2b442f21e8c8c6 } from '@/components/admin/ExportLeadsLink'
import { LeadListFilters as LeadListFilters_4c32eb4300140130fae0fc8da815dd50 } from '@/components/admin/leads/LeadListFilters'
import { ReservationActions as ReservationActions_194c65110ab2906dadf9890f744cebe2 } from '@/components/admin/ReservationActions'
import { ImportRedirects as ImportRedirects_75ef13c9a8e2960b7a24687c6956ec46 } from '@/components/admin/ImportRedirects'
import { PlatformIcon as PlatformIcon_15c713bf9003056dced66e9a8962e766 } from '@/components/admin/PlatformBrand'
import { PlatformLogo as PlatformLogo_15c713bf9003056dced66e9a8962e766 } from '@/components/admin/PlatformBrand'
import { GlobalViewRedirect as GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NewDealerSiteNavLink as NewDealerSiteNavLink_18c4a625336d47d11c08f8c66e9fce85 } from '@/components/admin/NewDealerSiteLink'
import { StaffDashboard as StaffDashboard_53cc6f790def9e4a814542b4083a90b5 } from '@/components/admin/dashboard/StaffDashboard'
import { PlatformLoginIntro as PlatformLoginIntro_15c713bf9003056dced66e9a8962e766 } from '@/components/admin/PlatformBrand'
import { TenantSelector as TenantSelector_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { TenantSelectionProvider as TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62 } from '@payloadcms/plugin-multi-tenant/rsc'
import { NewDealerSiteView as NewDealerSiteView_0be3594f6cf82a313b4bc3f31d2dfd12 } from '@/components/admin/NewDealerSite/NewDealerSiteView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/admin/YesNoCell#YesNoCell": YesNoCell_93cbdbe04b9517ce5a0059dffb93f803,
  "@/components/admin/ExportSeedLink#ExportSeedLink": ExportSeedLink_069a1531d388eba20b26ce6672e93d86,
  "@/components/admin/BrandFieldNote#BrandFieldNote": BrandFieldNote_1a17d197e2f0b08105a9ad050788ab31,
  "@/components/admin/BrandColourField#BrandColourField": BrandColourField_a178295da41014b0d84f494071021415,
  "@/components/admin/SettingToggle#SettingToggle": SettingToggle_ffd193bfbd885e6d369c72910e74dbab,
  "@/components/admin/FinanceProvidersField#FinanceProvidersField": FinanceProvidersField_bdda2ab07b38d049cb1a9452a89b833e,
  "@payloadcms/plugin-multi-tenant/client#WatchTenantCollection": WatchTenantCollection_1d0591e3cf4f332c83a86da13a0de59a,
  "@/components/admin/NewDealerSiteLink#NewDealerSiteLink": NewDealerSiteLink_18c4a625336d47d11c08f8c66e9fce85,
  "@/components/admin/ResendInvitationButton#ResendInvitationButton": ResendInvitationButton_5ed806b13acdbb013bf736ea435edb49,
  "@/components/admin/StaffEditView#StaffEditView": StaffEditView_3fcacf7d6140710f52ebaaee25689789,
  "@/components/admin/DocumentSiteLine#DocumentSiteLine": DocumentSiteLine_a79928d2a90721a4358ef1c1ae2ed8a3,
  "@payloadcms/plugin-multi-tenant/client#TenantField": TenantField_1d0591e3cf4f332c83a86da13a0de59a,
  "@payloadcms/plugin-multi-tenant/client#AssignTenantFieldTrigger": AssignTenantFieldTrigger_1d0591e3cf4f332c83a86da13a0de59a,
  "@/components/admin/TextListCell#TextListCell": TextListCell_d89dda97daa5b57bbddff903e7cdc709,
  "@/components/admin/ImportReviewsButton#ImportReviewsButton": ImportReviewsButton_4d6fdb577acfd50f5abf044c590a7a7a,
  "@/components/admin/TimeOfDayField#TimeOfDayField": TimeOfDayField_a4c08189ae844c3f7df9f5ccaad3307d,
  "@/components/admin/RowLabels#HolidayRowLabel": HolidayRowLabel_602181e9d445b98d48bce238807017cb,
  "@/components/admin/RowLabels#TeamMemberRowLabel": TeamMemberRowLabel_602181e9d445b98d48bce238807017cb,
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
  "@/components/admin/ScheduledCell#ScheduledCell": ScheduledCell_5ba0a4784fdc8a05b04c38d4b6734741,
  "@/components/admin/LabelledPreviewButton#LabelledPreviewButton": LabelledPreviewButton_f01babe876435de77c5175aab6f847ef,
  "@/components/admin/SchedulingPublishButton#SchedulingPublishButton": SchedulingPublishButton_9ca4df7ee860ca93f4d4c12e881bcc37,
  "@/components/admin/LinkField#LinkField": LinkField_1ae096a4f3caefdadb0d93037338d20b,
  "@/components/admin/SlugFromName#SlugFromName": SlugFromName_97b2e9d9b2a878ef5d347548df173610,
  "@/components/admin/MenuLinkCheck#MenuLinkCheck": MenuLinkCheck_86b5a168cb940b8666df3d51acc06c1c,
  "@/components/admin/RowLabels#LabelRowLabel": LabelRowLabel_602181e9d445b98d48bce238807017cb,
  "@/components/admin/BlockRowLabel#BlockRowLabel": BlockRowLabel_7ad183b692c0c5d6e82e55aea4709e4b,
  "@/components/admin/leads/LeadOwnerCell#LeadOwnerCell": LeadOwnerCell_631301f20a29d6bcb4a40d3bfe9b42f5,
  "@/components/admin/leads/LeadOwnerField#LeadOwnerField": LeadOwnerField_2e7d0eb9510787308e9b4713d83a424c,
  "@/components/admin/leads/LeadNoteField#LeadNoteField": LeadNoteField_fc1af3093bdde0f8c5bd3b1f80c5fb51,
  "@/components/admin/leads/LeadHistoryField#LeadHistoryField": LeadHistoryField_e4073ab6849196aab1a7d00213e45276,
  "@/components/admin/ResendLeadButton#ResendLeadButton": ResendLeadButton_f2873dd5c05486e69f2696bd10d9bedc,
  "@/components/admin/ExportLeadsLink#ExportLeadsLink": ExportLeadsLink_26f16d560768ad908f2b442f21e8c8c6,
  "@/components/admin/leads/LeadListFilters#LeadListFilters": LeadListFilters_4c32eb4300140130fae0fc8da815dd50,
  "@/components/admin/ReservationActions#ReservationActions": ReservationActions_194c65110ab2906dadf9890f744cebe2,
  "@/components/admin/ImportRedirects#ImportRedirects": ImportRedirects_75ef13c9a8e2960b7a24687c6956ec46,
  "@/components/admin/PlatformBrand#PlatformIcon": PlatformIcon_15c713bf9003056dced66e9a8962e766,
  "@/components/admin/PlatformBrand#PlatformLogo": PlatformLogo_15c713bf9003056dced66e9a8962e766,
  "@payloadcms/plugin-multi-tenant/rsc#GlobalViewRedirect": GlobalViewRedirect_d6d5f193a167989e2ee7d14202901e62,
  "@/components/admin/NewDealerSiteLink#NewDealerSiteNavLink": NewDealerSiteNavLink_18c4a625336d47d11c08f8c66e9fce85,
  "@/components/admin/dashboard/StaffDashboard#StaffDashboard": StaffDashboard_53cc6f790def9e4a814542b4083a90b5,
  "@/components/admin/PlatformBrand#PlatformLoginIntro": PlatformLoginIntro_15c713bf9003056dced66e9a8962e766,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelector": TenantSelector_d6d5f193a167989e2ee7d14202901e62,
  "@payloadcms/plugin-multi-tenant/rsc#TenantSelectionProvider": TenantSelectionProvider_d6d5f193a167989e2ee7d14202901e62,
  "@/components/admin/NewDealerSite/NewDealerSiteView#NewDealerSiteView": NewDealerSiteView_0be3594f6cf82a313b4bc3f31d2dfd12,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
