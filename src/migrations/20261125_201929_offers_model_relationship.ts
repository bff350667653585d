import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_offers_manufacturer" AS ENUM('Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu', 'MG', 'Honda', 'BMW', 'Mercedes-Benz', 'Audi', 'Tesla', 'BYD', 'GWM', 'Suzuki', 'Lexus', 'Abarth', 'Alfa Romeo', 'Aston Martin', 'Bentley', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge', 'Ferrari', 'Fiat', 'Genesis', 'Haval', 'Holden', 'Jaguar', 'Jeep', 'Jayco', 'LDV', 'Lamborghini', 'Land Rover', 'Lotus', 'Maserati', 'McLaren', 'Mini', 'Peugeot', 'Polestar', 'Porsche', 'Ram', 'Renault', 'Rolls-Royce', 'Skoda', 'SsangYong', 'Volvo', 'Harley-Davidson', 'Kawasaki', 'Yamaha', 'KTM', 'Ducati', 'Triumph', 'Coromal', 'Avan', 'Crusader', 'Lotus Caravans', 'New Age', 'Snowy River', 'Windsor', 'Zone RV');
  CREATE TYPE "public"."enum__offers_v_version_manufacturer" AS ENUM('Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Volkswagen', 'Subaru', 'Isuzu', 'MG', 'Honda', 'BMW', 'Mercedes-Benz', 'Audi', 'Tesla', 'BYD', 'GWM', 'Suzuki', 'Lexus', 'Abarth', 'Alfa Romeo', 'Aston Martin', 'Bentley', 'Chery', 'Chevrolet', 'Chrysler', 'Citroen', 'Cupra', 'Dodge', 'Ferrari', 'Fiat', 'Genesis', 'Haval', 'Holden', 'Jaguar', 'Jeep', 'Jayco', 'LDV', 'Lamborghini', 'Land Rover', 'Lotus', 'Maserati', 'McLaren', 'Mini', 'Peugeot', 'Polestar', 'Porsche', 'Ram', 'Renault', 'Rolls-Royce', 'Skoda', 'SsangYong', 'Volvo', 'Harley-Davidson', 'Kawasaki', 'Yamaha', 'KTM', 'Ducati', 'Triumph', 'Coromal', 'Avan', 'Crusader', 'Lotus Caravans', 'New Age', 'Snowy River', 'Windsor', 'Zone RV');
  -- A typed make becomes the listed make it spells, whatever its case; one not on the list is cleared rather than failing the upgrade.
  UPDATE "offers" SET "manufacturer" = (SELECT label FROM unnest(enum_range(NULL::"public"."enum_offers_manufacturer")) AS label WHERE lower(label::text) = lower(trim("manufacturer")) LIMIT 1) WHERE "manufacturer" IS NOT NULL;
  UPDATE "_offers_v" SET "version_manufacturer" = (SELECT label FROM unnest(enum_range(NULL::"public"."enum__offers_v_version_manufacturer")) AS label WHERE lower(label::text) = lower(trim("version_manufacturer")) LIMIT 1) WHERE "version_manufacturer" IS NOT NULL;
  ALTER TABLE "offers" ALTER COLUMN "manufacturer" SET DATA TYPE "public"."enum_offers_manufacturer" USING "manufacturer"::"public"."enum_offers_manufacturer";
  ALTER TABLE "_offers_v" ALTER COLUMN "version_manufacturer" SET DATA TYPE "public"."enum__offers_v_version_manufacturer" USING "version_manufacturer"::"public"."enum__offers_v_version_manufacturer";
  ALTER TABLE "offers" ADD COLUMN "model_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_model_id" integer;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_model_id_models_id_fk" FOREIGN KEY ("version_model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "offers_model_idx" ON "offers" USING btree ("model_id");
  CREATE INDEX "_offers_v_version_version_model_idx" ON "_offers_v" USING btree ("version_model_id");
  -- The typed model becomes the site's model of that name, when it has one.
  UPDATE "offers" SET "model_id" = (SELECT "models"."id" FROM "models" WHERE "models"."tenant_id" = "offers"."tenant_id" AND lower("models"."name") = lower(trim("offers"."model_name")) LIMIT 1) WHERE "model_name" IS NOT NULL;
  UPDATE "_offers_v" SET "version_model_id" = (SELECT "models"."id" FROM "models" WHERE "models"."tenant_id" = "_offers_v"."version_tenant_id" AND lower("models"."name") = lower(trim("_offers_v"."version_model_name")) LIMIT 1) WHERE "version_model_name" IS NOT NULL;
  ALTER TABLE "offers" DROP COLUMN "model_name";
  ALTER TABLE "offers" DROP COLUMN "model_slug";
  ALTER TABLE "offers" DROP COLUMN "model_override_url";
  ALTER TABLE "_offers_v" DROP COLUMN "version_model_name";
  ALTER TABLE "_offers_v" DROP COLUMN "version_model_slug";
  ALTER TABLE "_offers_v" DROP COLUMN "version_model_override_url";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "offers" DROP CONSTRAINT "offers_model_id_models_id_fk";
  
  ALTER TABLE "_offers_v" DROP CONSTRAINT "_offers_v_version_model_id_models_id_fk";
  
  DROP INDEX "offers_model_idx";
  DROP INDEX "_offers_v_version_version_model_idx";
  ALTER TABLE "offers" ALTER COLUMN "manufacturer" SET DATA TYPE varchar;
  ALTER TABLE "_offers_v" ALTER COLUMN "version_manufacturer" SET DATA TYPE varchar;
  ALTER TABLE "offers" ADD COLUMN "model_name" varchar;
  ALTER TABLE "offers" ADD COLUMN "model_slug" varchar;
  ALTER TABLE "offers" ADD COLUMN "model_override_url" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_model_name" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_model_slug" varchar;
  ALTER TABLE "_offers_v" ADD COLUMN "version_model_override_url" varchar;
  ALTER TABLE "offers" DROP COLUMN "model_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_model_id";
  DROP TYPE "public"."enum_offers_manufacturer";
  DROP TYPE "public"."enum__offers_v_version_manufacturer";`)
}
