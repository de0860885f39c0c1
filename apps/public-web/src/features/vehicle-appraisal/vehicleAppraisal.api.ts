import type { VehicleCaptchaChallenge, VehicleOptionsAnswer, VehicleSearchAnswer, VehicleSelectionField } from '@lendbridge/domain';
import { api } from '../../app/api';

const VEHICLE_API = '/api/vehicle-appraisal';

/** The selections made so far, as the select inputs hold them (years and price as text). */
export type VehicleChoices = Partial<Record<VehicleSelectionField, string>>;

const queryOf = (params: Readonly<Record<string, string>>): string => new URLSearchParams(params).toString();

/** GET the car endpoint: the option lists of the selections made so far (only the next list filled). */
export const fetchVehicleOptions = (choices: VehicleChoices, signal?: AbortSignal): Promise<VehicleOptionsAnswer> =>
  api.get<VehicleOptionsAnswer>(`${VEHICLE_API}/car?${queryOf(choices)}`, { signal });

/** GET a proof-of-work challenge of the human check. */
export const fetchVehicleChallenge = (signal?: AbortSignal): Promise<VehicleCaptchaChallenge> =>
  api.get<VehicleCaptchaChallenge>(`${VEHICLE_API}/challenge`, { signal });

/** GET search: every selection and the solved challenge (spent by this search); answers data.result and the catalogue note. */
export const searchVehicle = (choices: VehicleChoices, captcha: string, signal?: AbortSignal): Promise<VehicleSearchAnswer['data']> =>
  api.get<VehicleSearchAnswer['data']>(`${VEHICLE_API}/search?${queryOf({ ...choices, captcha })}`, { signal });

/** The path the widget is told to fetch its challenge from; its fetch goes through fetchVehicleChallenge. */
export const VEHICLE_CHALLENGE_PATH = `${VEHICLE_API}/challenge`;

/**
 * The widget's fetch: it asks for the challenge path, and is answered the challenge read through the
 * site's API client (its headers and failures), as the JSON response the widget reads.
 */
export const widgetFetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const challenge = await fetchVehicleChallenge(init?.signal ?? undefined);
  return new Response(JSON.stringify(challenge), { status: 200, headers: { 'Content-Type': 'application/json' } });
};

/** The keys of the vehicle appraisal's reads. */
export const vehicleAppraisalKeys = {
  root: ['vehicle-appraisal'] as const,
  options: (choices: VehicleChoices) => [...vehicleAppraisalKeys.root, 'options', choices] as const,
};
