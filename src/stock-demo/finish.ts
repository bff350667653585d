/** How demo stock is finished and equipped: paint and trim colours, and the features each kind of vehicle lists. */

/** Colour name → hex. Keys double as the colour part of shared photo names. */
export const COLOURS: Readonly<Record<string, string>> = {
  White: '#eef0f2',
  Silver: '#b7bcc2',
  Grey: '#666b72',
  Black: '#1b1d20',
  Blue: '#1f4f9e',
  Red: '#b3141d',
  Green: '#2f6b35',
  Orange: '#e0661b',
  Bronze: '#8a6a45',
}

export const CAR_COLOURS = [['White', 28], ['Grey', 15], ['Silver', 12], ['Black', 14], ['Blue', 10], ['Red', 8], ['Green', 3], ['Orange', 3], ['Bronze', 3]] as const
export const BIKE_COLOURS = [['Black', 30], ['Red', 15], ['Blue', 15], ['White', 12], ['Grey', 12], ['Orange', 8], ['Green', 8]] as const
export const CARAVAN_COLOURS = [['White', 85], ['Silver', 15]] as const

export const INTERIOR_COLOURS = ['Black Cloth', 'Black Leather', 'Grey Cloth', 'Black Leather Accented', 'Tan Leather', 'Charcoal Cloth', 'Black Synthetic Leather', 'Light Grey Leather'] as const

/** [feature, first model year it was common (0 = always), tag restricting it] */
type Feature = readonly [string, number, ('4x4' | 'ev' | 'premium')?]

export const CAR_FEATURES: readonly Feature[] = [
  ['Air Conditioning', 0], ['Power Steering', 0], ['Electric Windows', 0], ['Central Locking', 0], ['Cruise Control', 0],
  ['Bluetooth Connectivity', 2010], ['Reversing Camera', 2012], ['Electronic Stability Control', 0], ['Hill Start Assist', 2012],
  ['ISOFIX Child Seat Anchorages', 0], ['Airbags - Front, Side & Curtain', 0], ['Alloy Wheels', 0], ['Rear Parking Sensors', 0],
  ['Apple CarPlay', 2017], ['Android Auto', 2017], ['Autonomous Emergency Braking', 2017], ['Lane Departure Warning', 2016],
  ['Lane Keep Assist', 2018], ['Blind Spot Monitoring', 2017], ['Rear Cross Traffic Alert', 2017], ['Traffic Sign Recognition', 2018],
  ['Adaptive Cruise Control', 2017], ['DAB+ Digital Radio', 2015], ['Keyless Entry', 2012], ['Push Button Start', 2012],
  ['Tyre Pressure Monitoring', 2018], ['LED Headlights', 2016], ['Auto Headlights', 0], ['Rain Sensing Wipers', 0],
  ['Dual Zone Climate Control', 0, 'premium'], ['Satellite Navigation', 0, 'premium'], ['Leather Seats', 0, 'premium'],
  ['Heated Front Seats', 0, 'premium'], ['Power Driver Seat', 0, 'premium'], ['Sunroof', 0, 'premium'], ['Front Parking Sensors', 0, 'premium'],
  ['360 Degree Camera', 2019, 'premium'], ['Head-Up Display', 2019, 'premium'], ['Wireless Phone Charger', 2019, 'premium'],
  ['Digital Instrument Cluster', 2019, 'premium'], ['Power Tailgate', 2017, 'premium'], ['Auto Dimming Rear View Mirror', 0, 'premium'],
  ['Electric Folding Mirrors', 0, 'premium'], ['USB-C Charging Ports', 2020],
  ['Tow Bar', 0, '4x4'], ['Tub Liner', 0, '4x4'], ['Rear Differential Lock', 0, '4x4'], ['Hill Descent Control', 0, '4x4'],
  ['Side Steps', 0, '4x4'], ['Low Range Transfer Case', 0, '4x4'], ['Roof Racks', 0, '4x4'], ['Bull Bar', 0, '4x4'], ['Snorkel', 0, '4x4'],
  ['DC Fast Charging', 0, 'ev'], ['Vehicle-to-Load (V2L)', 2022, 'ev'], ['Heat Pump', 0, 'ev'], ['Regenerative Braking', 0, 'ev'],
  ['One-Pedal Driving', 0, 'ev'], ['Over-the-Air Updates', 0, 'ev'],
]

export const BIKE_FEATURES = [
  'ABS', 'Traction Control', 'Ride Modes', 'Quickshifter', 'Cruise Control', 'TFT Display', 'LED Lighting', 'Slipper Clutch',
  'Heated Grips', 'Bluetooth Connectivity', 'Keyless Ignition', 'Tyre Pressure Monitoring', 'Adjustable Suspension',
  'USB Charging', 'Hand Guards', 'Centre Stand', 'Pannier Mounts', 'Cornering ABS',
] as const

export const CARAVAN_FEATURES = [
  'Ensuite', 'Solar Panels', 'Lithium Battery', 'Diesel Heater', 'Roll-out Awning', 'Annexe', 'Queen Bed', 'Washing Machine',
  'Microwave', 'Gas/Electric Hot Water', '2 x 9kg Gas Bottles', 'Grey Water Tank', '2 x 95L Fresh Water Tanks',
  'Independent Suspension', 'Reverse Camera', 'External Shower', 'Slide-out Kitchen', 'Bluetooth Sound System',
  'Air Conditioner', '3-Way Fridge', 'DC-DC Charger', 'Electric Brakes', 'Stone Guard', 'Jerry Can Holders',
] as const
