import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_finance_term_unit" AS ENUM('years', 'months');
  CREATE TYPE "public"."enum__offers_v_version_finance_term_unit" AS ENUM('years', 'months');
  CREATE TYPE "public"."enum_promo_cards_finance_term_unit" AS ENUM('years', 'months');
  CREATE TYPE "public"."enum__promo_cards_v_version_finance_term_unit" AS ENUM('years', 'months');
  CREATE TABLE "car_page_content_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "tenants" ADD COLUMN "settings_test_drives_for_caravans" boolean;
  ALTER TABLE "offers" ADD COLUMN "finance_interest_rate" numeric;
  ALTER TABLE "offers" ADD COLUMN "finance_comparison_rate" numeric;
  ALTER TABLE "offers" ADD COLUMN "finance_term" numeric;
  ALTER TABLE "offers" ADD COLUMN "finance_term_unit" "enum_offers_finance_term_unit" DEFAULT 'years';
  ALTER TABLE "offers" ADD COLUMN "finance_amount_financed" numeric;
  ALTER TABLE "offers" ADD COLUMN "finance_comparison_basis" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_interest_rate" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_comparison_rate" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_term" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_term_unit" "enum__offers_v_version_finance_term_unit" DEFAULT 'years';
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_amount_financed" numeric;
  ALTER TABLE "_offers_v" ADD COLUMN "version_finance_comparison_basis" varchar;
  ALTER TABLE "promo_cards" ADD COLUMN "finance_interest_rate" numeric;
  ALTER TABLE "promo_cards" ADD COLUMN "finance_comparison_rate" numeric;
  ALTER TABLE "promo_cards" ADD COLUMN "finance_term" numeric;
  ALTER TABLE "promo_cards" ADD COLUMN "finance_term_unit" "enum_promo_cards_finance_term_unit" DEFAULT 'years';
  ALTER TABLE "promo_cards" ADD COLUMN "finance_amount_financed" numeric;
  ALTER TABLE "promo_cards" ADD COLUMN "finance_comparison_basis" varchar;
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_interest_rate" numeric;
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_comparison_rate" numeric;
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_term" numeric;
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_term_unit" "enum__promo_cards_v_version_finance_term_unit" DEFAULT 'years';
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_amount_financed" numeric;
  ALTER TABLE "_promo_cards_v" ADD COLUMN "version_finance_comparison_basis" varchar;
  ALTER TABLE "watchlist_entries" ADD COLUMN "saved_price" numeric;
  ALTER TABLE "car_page_content_texts" ADD CONSTRAINT "car_page_content_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."car_page_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "car_page_content_texts_order_parent" ON "car_page_content_texts" USING btree ("order","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "car_page_content_texts" CASCADE;
  ALTER TABLE "tenants" DROP COLUMN "settings_test_drives_for_caravans";
  ALTER TABLE "offers" DROP COLUMN "finance_interest_rate";
  ALTER TABLE "offers" DROP COLUMN "finance_comparison_rate";
  ALTER TABLE "offers" DROP COLUMN "finance_term";
  ALTER TABLE "offers" DROP COLUMN "finance_term_unit";
  ALTER TABLE "offers" DROP COLUMN "finance_amount_financed";
  ALTER TABLE "offers" DROP COLUMN "finance_comparison_basis";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_interest_rate";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_comparison_rate";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_term";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_term_unit";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_amount_financed";
  ALTER TABLE "_offers_v" DROP COLUMN "version_finance_comparison_basis";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_interest_rate";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_comparison_rate";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_term";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_term_unit";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_amount_financed";
  ALTER TABLE "promo_cards" DROP COLUMN "finance_comparison_basis";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_interest_rate";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_comparison_rate";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_term";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_term_unit";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_amount_financed";
  ALTER TABLE "_promo_cards_v" DROP COLUMN "version_finance_comparison_basis";
  ALTER TABLE "watchlist_entries" DROP COLUMN "saved_price";
  DROP TYPE "public"."enum_offers_finance_term_unit";
  DROP TYPE "public"."enum__offers_v_version_finance_term_unit";
  DROP TYPE "public"."enum_promo_cards_finance_term_unit";
  DROP TYPE "public"."enum__promo_cards_v_version_finance_term_unit";`)
}
