/** Where a place is, as precisely as its text says: a known city, or only its state. */
export type Place = { state: string; lat: number; lon: number; precision: 'city' | 'state' };

type State = { code: string; name: string; lat: number; lon: number };

/** US states and DC, each at its geographic centre (degrees). */
const STATES: readonly State[] = [
  { code: 'AL', name: 'Alabama', lat: 32.8, lon: -86.8 },
  { code: 'AK', name: 'Alaska', lat: 64.2, lon: -152.5 },
  { code: 'AZ', name: 'Arizona', lat: 34.3, lon: -111.7 },
  { code: 'AR', name: 'Arkansas', lat: 34.9, lon: -92.4 },
  { code: 'CA', name: 'California', lat: 37.2, lon: -119.4 },
  { code: 'CO', name: 'Colorado', lat: 39.0, lon: -105.5 },
  { code: 'CT', name: 'Connecticut', lat: 41.6, lon: -72.7 },
  { code: 'DE', name: 'Delaware', lat: 39.0, lon: -75.5 },
  { code: 'DC', name: 'District of Columbia', lat: 38.9, lon: -77.0 },
  { code: 'FL', name: 'Florida', lat: 28.6, lon: -82.4 },
  { code: 'GA', name: 'Georgia', lat: 32.7, lon: -83.4 },
  { code: 'HI', name: 'Hawaii', lat: 20.8, lon: -156.3 },
  { code: 'ID', name: 'Idaho', lat: 44.4, lon: -114.6 },
  { code: 'IL', name: 'Illinois', lat: 40.0, lon: -89.2 },
  { code: 'IN', name: 'Indiana', lat: 39.9, lon: -86.3 },
  { code: 'IA', name: 'Iowa', lat: 42.1, lon: -93.5 },
  { code: 'KS', name: 'Kansas', lat: 38.5, lon: -98.4 },
  { code: 'KY', name: 'Kentucky', lat: 37.5, lon: -85.3 },
  { code: 'LA', name: 'Louisiana', lat: 31.1, lon: -92.0 },
  { code: 'ME', name: 'Maine', lat: 45.4, lon: -69.2 },
  { code: 'MD', name: 'Maryland', lat: 39.0, lon: -76.8 },
  { code: 'MA', name: 'Massachusetts', lat: 42.3, lon: -71.8 },
  { code: 'MI', name: 'Michigan', lat: 44.3, lon: -85.4 },
  { code: 'MN', name: 'Minnesota', lat: 46.3, lon: -94.3 },
  { code: 'MS', name: 'Mississippi', lat: 32.7, lon: -89.7 },
  { code: 'MO', name: 'Missouri', lat: 38.4, lon: -92.5 },
  { code: 'MT', name: 'Montana', lat: 47.0, lon: -109.6 },
  { code: 'NE', name: 'Nebraska', lat: 41.5, lon: -99.8 },
  { code: 'NV', name: 'Nevada', lat: 39.3, lon: -116.6 },
  { code: 'NH', name: 'New Hampshire', lat: 43.7, lon: -71.6 },
  { code: 'NJ', name: 'New Jersey', lat: 40.2, lon: -74.7 },
  { code: 'NM', name: 'New Mexico', lat: 34.4, lon: -106.1 },
  { code: 'NY', name: 'New York', lat: 42.9, lon: -75.5 },
  { code: 'NC', name: 'North Carolina', lat: 35.6, lon: -79.4 },
  { code: 'ND', name: 'North Dakota', lat: 47.5, lon: -100.5 },
  { code: 'OH', name: 'Ohio', lat: 40.3, lon: -82.8 },
  { code: 'OK', name: 'Oklahoma', lat: 35.6, lon: -97.5 },
  { code: 'OR', name: 'Oregon', lat: 43.9, lon: -120.6 },
  { code: 'PA', name: 'Pennsylvania', lat: 40.9, lon: -77.8 },
  { code: 'RI', name: 'Rhode Island', lat: 41.7, lon: -71.5 },
  { code: 'SC', name: 'South Carolina', lat: 33.9, lon: -80.9 },
  { code: 'SD', name: 'South Dakota', lat: 44.4, lon: -100.2 },
  { code: 'TN', name: 'Tennessee', lat: 35.9, lon: -86.4 },
  { code: 'TX', name: 'Texas', lat: 31.5, lon: -99.3 },
  { code: 'UT', name: 'Utah', lat: 39.3, lon: -111.7 },
  { code: 'VT', name: 'Vermont', lat: 44.1, lon: -72.7 },
  { code: 'VA', name: 'Virginia', lat: 37.5, lon: -78.9 },
  { code: 'WA', name: 'Washington', lat: 47.4, lon: -120.5 },
  { code: 'WV', name: 'West Virginia', lat: 38.6, lon: -80.6 },
  { code: 'WI', name: 'Wisconsin', lat: 44.6, lon: -89.9 },
  { code: 'WY', name: 'Wyoming', lat: 43.0, lon: -107.6 },
];

type City = { name: string; state: string; lat: number; lon: number };

/** Large US cities and the suburbs people often name instead (degrees). */
const CITIES: readonly City[] = [
  { name: 'New York', state: 'NY', lat: 40.71, lon: -74.01 },
  { name: 'Brooklyn', state: 'NY', lat: 40.68, lon: -73.94 },
  { name: 'Buffalo', state: 'NY', lat: 42.89, lon: -78.88 },
  { name: 'San Francisco', state: 'CA', lat: 37.77, lon: -122.42 },
  { name: 'Oakland', state: 'CA', lat: 37.8, lon: -122.27 },
  { name: 'San Jose', state: 'CA', lat: 37.34, lon: -121.89 },
  { name: 'Palo Alto', state: 'CA', lat: 37.44, lon: -122.14 },
  { name: 'Los Angeles', state: 'CA', lat: 34.05, lon: -118.24 },
  { name: 'San Diego', state: 'CA', lat: 32.72, lon: -117.16 },
  { name: 'Sacramento', state: 'CA', lat: 38.58, lon: -121.49 },
  { name: 'Seattle', state: 'WA', lat: 47.61, lon: -122.33 },
  { name: 'Bellevue', state: 'WA', lat: 47.61, lon: -122.2 },
  { name: 'Tacoma', state: 'WA', lat: 47.25, lon: -122.44 },
  { name: 'Spokane', state: 'WA', lat: 47.66, lon: -117.43 },
  { name: 'Portland', state: 'OR', lat: 45.52, lon: -122.68 },
  { name: 'Boston', state: 'MA', lat: 42.36, lon: -71.06 },
  { name: 'Cambridge', state: 'MA', lat: 42.37, lon: -71.11 },
  { name: 'Providence', state: 'RI', lat: 41.82, lon: -71.41 },
  { name: 'Hartford', state: 'CT', lat: 41.76, lon: -72.67 },
  { name: 'Washington', state: 'DC', lat: 38.91, lon: -77.04 },
  { name: 'Arlington', state: 'VA', lat: 38.88, lon: -77.1 },
  { name: 'Baltimore', state: 'MD', lat: 39.29, lon: -76.61 },
  { name: 'Philadelphia', state: 'PA', lat: 39.95, lon: -75.17 },
  { name: 'Pittsburgh', state: 'PA', lat: 40.44, lon: -80.0 },
  { name: 'Newark', state: 'NJ', lat: 40.74, lon: -74.17 },
  { name: 'Jersey City', state: 'NJ', lat: 40.73, lon: -74.08 },
  { name: 'Richmond', state: 'VA', lat: 37.54, lon: -77.44 },
  { name: 'Raleigh', state: 'NC', lat: 35.78, lon: -78.64 },
  { name: 'Durham', state: 'NC', lat: 35.99, lon: -78.9 },
  { name: 'Charlotte', state: 'NC', lat: 35.23, lon: -80.84 },
  { name: 'Atlanta', state: 'GA', lat: 33.75, lon: -84.39 },
  { name: 'Nashville', state: 'TN', lat: 36.16, lon: -86.78 },
  { name: 'Memphis', state: 'TN', lat: 35.15, lon: -90.05 },
  { name: 'Miami', state: 'FL', lat: 25.76, lon: -80.19 },
  { name: 'Fort Lauderdale', state: 'FL', lat: 26.12, lon: -80.14 },
  { name: 'Tampa', state: 'FL', lat: 27.95, lon: -82.46 },
  { name: 'Orlando', state: 'FL', lat: 28.54, lon: -81.38 },
  { name: 'Jacksonville', state: 'FL', lat: 30.33, lon: -81.66 },
  { name: 'Birmingham', state: 'AL', lat: 33.52, lon: -86.8 },
  { name: 'New Orleans', state: 'LA', lat: 29.95, lon: -90.07 },
  { name: 'Chicago', state: 'IL', lat: 41.88, lon: -87.63 },
  { name: 'Evanston', state: 'IL', lat: 42.05, lon: -87.69 },
  { name: 'Detroit', state: 'MI', lat: 42.33, lon: -83.05 },
  { name: 'Ann Arbor', state: 'MI', lat: 42.28, lon: -83.74 },
  { name: 'Grand Rapids', state: 'MI', lat: 42.96, lon: -85.67 },
  { name: 'Columbus', state: 'OH', lat: 39.96, lon: -83.0 },
  { name: 'Cleveland', state: 'OH', lat: 41.5, lon: -81.69 },
  { name: 'Cincinnati', state: 'OH', lat: 39.1, lon: -84.51 },
  { name: 'Indianapolis', state: 'IN', lat: 39.77, lon: -86.16 },
  { name: 'Milwaukee', state: 'WI', lat: 43.04, lon: -87.91 },
  { name: 'Madison', state: 'WI', lat: 43.07, lon: -89.4 },
  { name: 'Minneapolis', state: 'MN', lat: 44.98, lon: -93.27 },
  { name: 'St. Paul', state: 'MN', lat: 44.95, lon: -93.09 },
  { name: 'St. Louis', state: 'MO', lat: 38.63, lon: -90.2 },
  { name: 'Kansas City', state: 'MO', lat: 39.1, lon: -94.58 },
  { name: 'Omaha', state: 'NE', lat: 41.26, lon: -95.93 },
  { name: 'Des Moines', state: 'IA', lat: 41.59, lon: -93.62 },
  { name: 'Dallas', state: 'TX', lat: 32.78, lon: -96.8 },
  { name: 'Fort Worth', state: 'TX', lat: 32.76, lon: -97.33 },
  { name: 'Houston', state: 'TX', lat: 29.76, lon: -95.37 },
  { name: 'Austin', state: 'TX', lat: 30.27, lon: -97.74 },
  { name: 'San Antonio', state: 'TX', lat: 29.42, lon: -98.49 },
  { name: 'Oklahoma City', state: 'OK', lat: 35.47, lon: -97.52 },
  { name: 'Denver', state: 'CO', lat: 39.74, lon: -104.99 },
  { name: 'Boulder', state: 'CO', lat: 40.01, lon: -105.27 },
  { name: 'Salt Lake City', state: 'UT', lat: 40.76, lon: -111.89 },
  { name: 'Boise', state: 'ID', lat: 43.62, lon: -116.2 },
  { name: 'Phoenix', state: 'AZ', lat: 33.45, lon: -112.07 },
  { name: 'Scottsdale', state: 'AZ', lat: 33.49, lon: -111.93 },
  { name: 'Tucson', state: 'AZ', lat: 32.22, lon: -110.97 },
  { name: 'Albuquerque', state: 'NM', lat: 35.08, lon: -106.65 },
  { name: 'Las Vegas', state: 'NV', lat: 36.17, lon: -115.14 },
  { name: 'Anchorage', state: 'AK', lat: 61.22, lon: -149.9 },
  { name: 'Honolulu', state: 'HI', lat: 21.31, lon: -157.86 },
];

/** Lower case, words separated by single spaces: 'St. Louis,  MO' → 'st louis mo'. */
const normalised = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .join(' ');

const statesByName = new Map(
  STATES.flatMap((state) => [
    [normalised(state.name), state] as const,
    [state.code.toLowerCase(), state] as const,
  ]),
);

const cityNames = CITIES.map((city) => ({ city, words: normalised(city.name) }));

const includesWords = (text: string, words: string) => ` ${text} `.includes(` ${words} `);

/** The state a text names as a whole ('WA', 'Washington', 'washington state'). */
function stateNamed(text: string): State | undefined {
  return statesByName.get(normalised(text).replace(/ state$/, ''));
}

/**
 * Where a free-text location is: 'Seattle, WA', 'Seattle, Washington', 'Greater Seattle Area', 'Bellevue WA', 'Texas'.
 * A city needs its state to agree when one is given; a place outside the list gives its state only.
 */
export function placeOf(text: string): Place | undefined {
  const parts = text.split(',');
  // A text that is a state's name as a whole ('Washington', 'New York') names that state, or a city in it.
  const statePart = parts.length > 1 ? stateNamed(parts.at(-1) ?? '') : stateNamed(text);
  const words = normalised(text);
  const city = cityNames.find(
    (candidate) =>
      includesWords(words, candidate.words) &&
      (statePart === undefined || statePart.code === candidate.city.state),
  )?.city;
  if (city) return { state: city.state, lat: city.lat, lon: city.lon, precision: 'city' };
  return statePart && { state: statePart.code, lat: statePart.lat, lon: statePart.lon, precision: 'state' };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two places, in kilometres. */
export function kilometresBetween(a: Place, b: Place): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
