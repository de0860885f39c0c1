import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { VEHICLE_DEMO_NOTE, vehicleCatalogueRowSchema } from '@lendbridge/domain';
import type { VehicleCatalogueRowInput, VehicleType } from '@lendbridge/domain';
import { catalogueIsEmpty, upsertCatalogueRows } from '../../modules/vehicle-appraisal/vehicle-catalogue.queries.js';

type DemoVehicle = Omit<VehicleCatalogueRowInput, 'note'>;

/** A demo vehicle of a type: brand, model, model year, body type, spec and new price. */
const vehicleOf =
  (vehicleType: VehicleType) =>
  (kind: string, model: string, year: number, type: string, spec: string, price: number): DemoVehicle => ({
    vehicle_type: vehicleType,
    kind,
    car: model,
    year,
    type,
    spec,
    price,
  });

const car = vehicleOf('car');
const motorcycle = vehicleOf('motorcycle');

/**
 * A small demo catalogue of models sold in Taiwan, with new prices close to their list prices of
 * the model year, each row noted 示範資料 (not a real price list).
 */
export const DEMO_VEHICLES: readonly DemoVehicle[] = [
  car('Toyota', 'Corolla Altis', 2024, '四門轎車', '1.8 經典', 749_000),
  car('Toyota', 'Corolla Altis', 2024, '四門轎車', '1.8 Hybrid 旗艦', 929_000),
  car('Toyota', 'Corolla Altis', 2020, '四門轎車', '1.8 豪華', 789_000),
  car('Toyota', 'RAV4', 2024, '休旅車', '2.0 豪華', 1_049_000),
  car('Toyota', 'RAV4', 2024, '休旅車', '2.5 Hybrid 旗艦 AWD', 1_399_000),
  car('Toyota', 'RAV4', 2019, '休旅車', '2.0 豪華', 999_000),
  car('Honda', 'CR-V', 2024, '休旅車', '1.5 VTi', 1_109_000),
  car('Honda', 'CR-V', 2024, '休旅車', '1.5 VTi-S', 1_199_000),
  car('Honda', 'CR-V', 2018, '休旅車', '1.5 VTi-S', 1_149_000),
  car('Ford', 'Focus', 2023, '五門掀背車', '1.5 EcoBoost ST-Line', 949_000),
  car('Ford', 'Focus', 2019, '四門轎車', '1.5 EcoBoost 時尚型', 799_000),
  motorcycle('Yamaha', '勁戰', 2024, '速克達', '125 ABS', 97_000),
  motorcycle('Yamaha', 'NMAX 155', 2023, '速克達', 'ABS', 107_000),
  motorcycle('Kymco', '大地名流 125', 2024, '速克達', '碟煞', 72_000),
  motorcycle('Kymco', 'KRV 180', 2022, '速克達', 'TCS', 118_000),
  motorcycle('Gogoro', 'Delight', 2024, '電動速克達', '標準版', 79_980),
  motorcycle('Gogoro', 'SuperSport', 2021, '電動速克達', '標準版', 109_980),
];

/** Fills an empty catalogue with the demo vehicles (a catalogue staff imported is left as it is). */
export async function seedVehicleCatalogueDemo(app: INestApplication): Promise<void> {
  const manager = app.get(DataSource).manager;
  if (!(await catalogueIsEmpty(manager))) return;
  const rows = DEMO_VEHICLES.map((vehicle) => vehicleCatalogueRowSchema.parse({ ...vehicle, note: VEHICLE_DEMO_NOTE }));
  await upsertCatalogueRows(manager, rows, null);
}
