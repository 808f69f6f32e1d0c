// The sixth portfolio's places, tenants, vendors, jobs and bills (bench/search-sixth-portfolio.mjs): Louisiana,
// Hawaii and Alaska, the states no other portfolio (nor the app's seed) uses, with parishes and boroughs, tenants
// of Vietnamese, Hmong, Somali, Polish, Spanish, Hawaiian and Tongan names (some with accents and diacritics),
// two company tenants per office building, local trades and bank-feed wording ("ZELLE FROM", "CHECKCARD",
// "POS PURCHASE", "DDA DEBIT", "ONLINE TRANSFER", store and check numbers).

import { fields, jobsOf, pairs, unitsOf } from "./search-set-lines.mjs";

/**
 * The places, three lines each: "name | address | city | state | postal | type | county, parish or borough",
 * the units, and the terms: the tax collector, the lender and manager (indices into SIXTH_TERMS), the
 * short-term rental's terms (SIXTH_TERMS.str), the policy kind (`insure`), the extra policies (flood in
 * Louisiana, hurricane in Hawaii, earthquake in Alaska), the shops' CAM true-up (`nnn`) and a coin laundry.
 */
const PLACES = `
Bayou St. John Double | 3115 Esplanade Avenue | New Orleans | LA | 70119 | multi_family | Orleans Parish
Left side / Thanh Huong Trinh / 1450 / hap:1120; Right side / Ngozi Adeyemi / 1395 / before:Marcus Batiste / until:2024-08
tax: City of New Orleans Bureau of Treasury; lender: 0; manager: 0; insure: dp3; flood
Marigny Shotgun | 2417 Burgundy Street | New Orleans | LA | 70117 | short_term_rental | Orleans Parish
Main / - / 0
tax: City of New Orleans Bureau of Treasury; lender: 1; str: 0; insure: str; flood
Spanish Town Fourplex | 628 North 7th Street | Baton Rouge | LA | 70802 | multi_family | East Baton Rouge Parish
Apt A / Dalia Fuentes Ocampo / 1095; Apt B / Quang Minh Tran / 1050; Apt C / Abdirahman Warsame / 1125 / before:Kelsey Broussard / until:2025-05; Apt D / Beau Hebert / 1075 / pet:cat
tax: East Baton Rouge Parish Sheriff; lender: 0; insure: dp3; flood
Girard Park Ranch | 118 Marguerite Boulevard | Lafayette | LA | 70503 | single_family | Lafayette Parish
Main / Remy Arceneaux / 1795 / pet:dog
tax: Lafayette Parish Tax Collector; lender: 1; insure: dp3
Prien Lake Office Suites | 3801 Nelson Road | Lake Charles | LA | 70605 | commercial | Calcasieu Parish
Suite 101 / Sabine Title & Escrow LLC / 2200; Suite 102 / Gulfway Family Dental LLC / 1850; Suite 200 / Ortiz Tax & Notary Services / 3100
tax: Calcasieu Parish Sheriff & Tax Collector; lender: 2; insure: commercial; flood; nnn
Fairfield Craftsman | 611 Kings Highway | Shreveport | LA | 71104 | single_family | Caddo Parish
Main / Jadwiga Nowakowska / 1150
tax: Caddo Parish Sheriff - Tax Dept; insure: dp3
Makiki Walk-up | 1531 Wilder Avenue | Honolulu | HI | 96822 | multi_family | Honolulu
Apt 101 / Leilani Kahananui / 1950; Apt 102 / Jun Watanabe / 1875; Apt 201 / Maricel Dela Cruz / 2050 / before:Tyler Haskins / until:2024-10; Apt 202 / Tevita Fifita / 2100
tax: City & County of Honolulu RPT; lender: 3; insure: landlord; hurricane
Ala Wai Vista 1807 | 2121 Ala Wai Boulevard, Unit 1807 | Honolulu | HI | 96815 | condo | Honolulu
Unit 1807 / Aiko Morimoto / 2600
tax: City & County of Honolulu RPT; manager: 1; insure: ho6
Kailua Ohana House | 742 Kihapai Street | Kailua | HI | 96734 | multi_family | Honolulu
Main house / Kawika Palakiko / 3400 / pet:dog; Ohana unit / Rosalinda Ybarra / 1900
tax: City & County of Honolulu RPT; lender: 3; manager: 1; insure: landlord; hurricane
Waiakea Plantation House | 88 Kapiolani Street | Hilo | HI | 96720 | single_family | Hawaii
Main / Noelani Akana-Reyes / 2150
tax: County of Hawaii Real Property Tax; lender: 3; insure: landlord; hurricane
Kihei Surfside Condo | 2531 South Kihei Road, Unit B-204 | Kihei | HI | 96753 | short_term_rental | Maui
Main / - / 0
tax: County of Maui Real Property Tax; lender: 3; str: 1; insure: str
Mountain View Fourplex | 3510 Peterkin Avenue | Anchorage | AK | 99508 | multi_family | Municipality of Anchorage
Apt 1 / Yer Xiong / 1350; Apt 2 / Hodan Abdi / 1325; Apt 3 / Bartosz Wierzbicki / 1395 / before:Dakota Shaw / until:2025-01; Apt 4 / Kou Vang / 1375
tax: Municipality of Anchorage Treasury; lender: 4; insure: landlord; quake; laundry
Old Seward Retail Center | 8730 Old Seward Highway | Anchorage | AK | 99515 | commercial | Municipality of Anchorage
Suite 1 / Tundra Print & Ship LLC / 2800; Suite 2 / Birchwood Chiropractic PC / 3300
tax: Municipality of Anchorage Treasury; lender: 4; insure: commercial; quake; nnn
Goldstream Valley House | 1480 Ballaine Road | Fairbanks | AK | 99709 | single_family | Fairbanks North Star Borough
Main / Rafael Ochoa Saldívar / 1950
tax: Fairbanks North Star Borough; lender: 4; insure: landlord
Lake Lucille Cabin | 1650 West Lake Lucille Drive | Wasilla | AK | 99654 | short_term_rental | Matanuska-Susitna Borough
Main / - / 0
tax: Matanuska-Susitna Borough; str: 2; insure: str
Calhoun Avenue Duplex | 620 Calhoun Avenue | Juneau | AK | 99801 | multi_family | City and Borough of Juneau
Upstairs / Xóchitl Ramírez / 1900 / before:Brody Sorensen / until:2024-06; Downstairs / Ellen Kadashan / 1750
tax: City & Borough of Juneau Treasury; lender: 4; manager: 2; insure: landlord
Tchoupitoulas Loft 4B | 730 Tchoupitoulas Street, Unit 4B | New Orleans | LA | 70130 | condo | Orleans Parish
Unit 4B / Łukasz Brzeziński / 2300
tax: City of New Orleans Bureau of Treasury; lender: 1; insure: ho6
`;

const LINES = PLACES.trim().split("\n");
/** [name, address, city, state, postal, type, county, units, terms] of every place in PLACES. */
export const SIXTH_PROPERTIES = Array.from({ length: LINES.length / 3 }, (_, k) => [
  ...fields(LINES[3 * k]),
  unitsOf(LINES[3 * k + 1]),
  pairs(LINES[3 * k + 2], ";"),
]);

/**
 * The lenders [payee, the loan payment's bank-feed line], the managers [payee, share of the rent, how the fee
 * reads] and the short-term rentals' terms: peak and shoulder months, the nightly rate (cents), the cleaner and
 * the clean's price ($, "{n}" the stays, "{mon}" the month), the lodging taxes [description, payee, rate] and
 * the guest supplies [description, payee, typical $].
 */
export const SIXTH_TERMS = {
  lenders: [
    ["Pontchartrain Savings Bank", "DDA DEBIT PONTCHARTRAIN SVGS LN PMT"],
    ["Mr. Cooper", "NATIONSTAR DBA MR COOPER MTG PMT WEB"],
    ["Evangeline Bank & Trust", "EVANGELINE BK COMM LOAN PYMT"],
    ["Koa Pacific Home Loans", "KOA PACIFIC HL AUTOPAY"],
    ["Kachemak Federal Credit Union", "ONLINE TRANSFER TO KACHEMAK FCU LOAN XXXX2231"],
  ],
  managers: [
    ["Crescent City Property Co.", 0.08, "Mgmt fee"],
    ["Hale Kapili Property Management", 0.1, "PM commission"],
    ["Auke Bay Property Management", 0.09, "Management fee"],
  ],
  str: [
    {
      peak: [2, 3, 4, 10, 11],
      shoulder: [1, 5, 9, 12],
      nightly: 19000,
      cleaner: ["Second Line Cleaning Co.", 95, "Housekeeping - {n} turnovers {mon}"],
      taxes: [["Hotel occupancy tax - Orleans {mon}", "City of New Orleans Bureau of Revenue", 0.04]],
      supplies: ["AMZN MKTP US - guest toiletries & coffee pods", "Amazon", 75],
    },
    {
      peak: [12, 1, 2, 3, 7, 8],
      shoulder: [4, 6, 11],
      nightly: 28000,
      direct: true,
      cleaner: ["Maui Turnover Services", 165, "Turnover cleans ({n}) - {mon}"],
      taxes: [
        ["HI DOTAX GET/TAT - {mon}", "Hawaii Dept. of Taxation", 0.1441],
        ["MCTAT - {mon}", "County of Maui", 0.03],
      ],
      supplies: ["COSTCO WHSE #0670 KAHULUI - paper goods, coffee", "Costco", 120],
    },
    {
      peak: [6, 7, 8],
      shoulder: [2, 3, 5, 9, 12],
      nightly: 24000,
      cleaner: ["Knik Cabin Cleaning", 120, "Cabin cleaning x{n} {mon}"],
      taxes: [["Mat-Su bed tax (5%) {mon}", "Mat-Su Borough Finance", 0.05]],
      supplies: ["CHECKCARD FRED MEYER #0012 WASILLA - guest supplies", "Fred Meyer", 90],
    },
  ],
};

/**
 * The recurring bills, "property | description | vendor | typical $ | account | months | from..until | =":
 * months are listed or a range ("3-11"), empty for every month; "=" is a fixed amount billed every time
 * (the others vary and are missed one month in ten). Read as [property, description, vendor, $, account,
 * months | null, from, until, fixed].
 */
export const SIXTH_BILLS = [
  "0 | SEWERAGE & WATER BD NOLA WEB PMT | Sewerage & Water Board of New Orleans | 95 | 5120",
  "0 | ENTERGY NEW ORLEANS - house meter | Entergy New Orleans | 35 | 5120",
  "0 | Lawn mowing, edge & blow | Live Oak Lawn & Tree | 85 | 5020 | 3-11",
  "0 | Quarterly pest svc - int/ext | Delacroix Pest Control | 110 | 5020 | 1 4 7 10 |  | =",
  "1 | ENTERGY NEW ORLEANS ONLINE PMT | Entergy New Orleans | 165 | 5120",
  "1 | SEWERAGE & WATER BD NOLA WEB PMT | Sewerage & Water Board of New Orleans | 60 | 5120",
  "1 | COX COMM NOLA - internet | Cox Communications | 90 | 5120",
  "2 | BATON ROUGE WATER CO | Baton Rouge Water Company | 110 | 5120",
  "2 | ENTERGY LOUISIANA - common lights | Entergy Louisiana | 45 | 5120",
  "2 | EBR sewer user fee - qtrly | City of Baton Rouge Sewer | 150 | 5120 | 1 4 7 10",
  "2 | Lawn mowing, edge & blow | Live Oak Lawn & Tree | 95 | 5020 | 3-11",
  "2 | Quarterly pest svc - int/ext | Delacroix Pest Control | 110 | 5020 | 2 5 8 11 |  | =",
  "3 | Pool service - monthly chems & clean | Acadiana Pool & Spa | 165 | 5020 | 4-10",
  "3 | Lawn mowing, edge & blow | Live Oak Lawn & Tree | 90 | 5020 | 3-11",
  "4 | CITY OF LAKE CHARLES WATER | City of Lake Charles Water Division | 120 | 5120",
  "4 | ENTERGY LOUISIANA - parking lot & halls | Entergy Louisiana | 210 | 5120",
  "4 | Dumpster service - 4 yd | SWLA Disposal | 185 | 5120",
  "4 | Janitorial - halls & restrooms | Pristine Janitorial of SWLA | 380 | 5020 |  |  | =",
  "4 | ALARM MONITORING - FIRE PANEL | Gulf Coast Fire & Alarm | 45 | 5190 |  |  | =",
  "4 | Quarterly pest svc - int/ext | Delacroix Pest Control | 135 | 5020 | 3 6 9 12 |  | =",
  "5 | SHREVEPORT WATER & SEWER | City of Shreveport Water & Sewerage | 70 | 5120",
  "5 | Lawn mowing, edge & blow | Live Oak Lawn & Tree | 80 | 5020 | 3-11",
  "6 | BOARD OF WATER SUPPLY HON | Honolulu Board of Water Supply | 280 | 5120",
  "6 | HAWAIIAN ELEC CO - house meter | Hawaiian Electric | 80 | 5120",
  "6 | HAWAII GAS - water heater | Hawaii Gas | 150 | 5120",
  "6 | Rubbish pickup - 2x weekly | Pacific Refuse Hauling | 175 | 5120",
  "6 | Pest control - quarterly | Koa Termite & Pest Control | 125 | 5020 | 2 5 8 11 |  | =",
  "7 | AOAO maint fee - Ala Wai Vista | AOAO Ala Wai Vista | 890 | 5190 |  |  | =",
  "8 | BOARD OF WATER SUPPLY HON | Honolulu Board of Water Supply | 150 | 5120",
  "8 | Yard maintenance - mowing & trim | Windward Yard Care | 175 | 5020",
  "9 | DWS HAWAII COUNTY WATER | Hawaii County Dept. of Water Supply | 60 | 5120 | 1 3 5 7 9 11",
  "9 | Yard mowing & weed whack | Puna Yard Services | 140 | 5020",
  "10 | HAWAIIAN ELEC CO MAUI | Hawaiian Electric | 210 | 5120",
  "10 | SPECTRUM - internet | Spectrum | 95 | 5120",
  "10 | AOAO maint fee - Kihei Surfside | AOAO Kihei Surfside | 760 | 5190 |  |  | =",
  "11 | CHUGACH ELECTRIC ASSN | Chugach Electric Association | 75 | 5120",
  "11 | AWWU WATER & WASTEWATER | Anchorage Water & Wastewater Utility | 245 | 5120",
  "11 | ENSTAR NATURAL GAS - boiler | ENSTAR Natural Gas | 520 | 5120 | 10 11 12 1 2 3 4",
  "11 | ENSTAR NATURAL GAS - boiler | ENSTAR Natural Gas | 160 | 5120 | 5-9",
  "11 | SWS refuse - dumpster | Anchorage Solid Waste Services | 95 | 5120",
  "11 | Snow plowing & sanding - lot | Midnight Sun Snow Removal | 210 | 5020 | 11 12 1 2 3",
  "12 | CHUGACH ELECTRIC ASSN | Chugach Electric Association | 140 | 5120",
  "12 | AWWU WATER & WASTEWATER | Anchorage Water & Wastewater Utility | 90 | 5120",
  "12 | Snow plowing & sanding - lot | Midnight Sun Snow Removal | 265 | 5020 | 11 12 1 2 3",
  "13 | Heating oil delivery - 300 gal | Polar Fuel Oil Co. | 1050 | 5120 | 10 11 12 1 2 3",
  "13 | Driveway plowed | North Pole Plowing | 115 | 5020 | 10 11 12 1 2 3 4",
  "14 | MEA - MATANUSKA ELECTRIC | Matanuska Electric Association | 170 | 5120",
  "14 | Propane delivery - 250 gal | Susitna Propane | 310 | 5120 | 10 12 2 4",
  "14 | GCI - internet | GCI | 110 | 5120",
  "14 | Hot tub service & water change | Mat-Su Spas & Pools | 120 | 5020 |  | 2024-05..",
  "14 | Plow driveway & sand | Mat Valley Snow & Sand | 135 | 5020 | 11 12 1 2 3",
  "15 | AEL&P - common area | Alaska Electric Light & Power | 55 | 5120",
  "15 | CBJ UTILITIES WATER/SEWER | City & Borough of Juneau Utilities | 145 | 5120",
  "15 | Snow removal - stairs & walk | Mendenhall Snow Removal | 150 | 5020 | 12 1 2 3",
  "16 | Condo dues - Tchoupitoulas Lofts | Tchoupitoulas Lofts Condo Association | 545 | 5190 |  |  | =",
].map((line) => {
  const [pi, desc, vendor, dollars, account, months, range, fixed] = fields(line);
  const [lo, hi] = months?.includes("-") ? months.split("-").map(Number) : [];
  const list = lo ? Array.from({ length: hi - lo + 1 }, (_, k) => lo + k) : months?.split(" ").map(Number);
  const [from, until] = range ? range.split("..") : [];
  const m = months ? list : null;
  return [Number(pi), desc, vendor, Number(dollars), account, m, from, until, fixed === "="];
});

/**
 * The local trades and shops and their jobs: "@ vendor | account | property indices" heads the vendor's jobs,
 * "description | typical $ | memo? | tag?". A job gets its memo half the time; a tag limits it to a season
 * ("winter" Nov-Mar, "spring" Mar-May, "summer" May-Sep, "fall" Sep-Nov) or a kind of place ("multi",
 * "house", "shop"). "{ck}" is the next check number, "{store}" the store nearest the property.
 */
const JOB_LINES = [
  "@ Boudreaux Plumbing & Drain | 5090 | 0 1 2 3 16",
  "Sewer line cleared at the cleanout | 235 | roots from the crepe myrtle",
  "Leak under kitchen sink - P-trap replaced | 165",
  "Toilet rebuilt - fill valve & flapper | 140",
  "Water heater replaced (40 gal gas) | 1450 | old tank leaking at the relief valve",
  "@ Ark-La-Tex Plumbing | 5090 | 4 5",
  "Drain line snaked - kitchen | 175",
  "Shutoff valve replaced under sink | 190",
  "Restroom flush valve rebuilt | 210 |  | shop",
  "@ Fontenot Electric LLC | 5090 | 0 1 2 3 4 5 16",
  "Breaker replaced - AC circuit | 185 | breaker kept tripping with the condenser",
  "Ceiling fan installed - bedroom | 220",
  "GFCI outlets - kitchen & bath | 260",
  "Weatherhead & service mast repaired | 850 | tree limb pulled the service drop | summer",
  "@ Cajun Air Conditioning & Heating | 5090 | 0 1 2 3 4 5 16",
  "AC not cooling - capacitor replaced | 225 | tenant says it blows warm | summer",
  "AC tune-up & coil wash | 145 |  | spring",
  "Condensate line cleared - float switch tripped | 130 | water in the drain pan | summer",
  "Heat strips replaced - air handler | 310 |  | winter",
  "Evaporator coil replaced | 1850 | coil leaking refrigerant",
  "@ Pelican Roofing & Gutters | 5090 | 0 1 2 3 4 5",
  "Roof leak at flashing repaired | 425 | stain on the bedroom ceiling",
  "Gutters cleaned & downspouts flushed | 175 |  | fall",
  "Shingles replaced after storm | 620 |  | summer",
  "@ Delacroix Pest Control | 5020 | 0 1 2 3 5 16",
  "Formosan termite swarm inspection | 95 | swarmers around the porch light | spring",
  "Roach treatment - interior | 140",
  "Rat exclusion - attic & crawlspace | 385 | droppings in the attic",
  "@ Big Easy Handyman | 5090 | 0 1 16",
  "CHECK #{ck} - shutters rehung & painted | 260",
  "CHECK #{ck} - porch floorboards replaced | 420 | soft spots by the front steps",
  "CHECK #{ck} - regrout tub & recaulk | 190",
  "CHECK #{ck} - fence pickets & gate latch | 230",
  "@ Live Oak Lawn & Tree | 5020 | 0 2 3 5",
  "Live oak limbs trimmed off the roof | 950 | limbs rubbing the shingles",
  "Beds mulched & cleaned up | 260 |  | spring",
  "@ Gulf South Appliance Repair | 5090 | 0 1 2 3 5 16",
  "Refrigerator not cooling - defrost timer | 235",
  "Washer drain pump replaced | 195",
  "Dishwasher not draining - pump cleared | 160",
  "@ Lagniappe Lock & Key | 5090 | 0 1 2 3 4 5 16",
  "Rekey after tenant move-out | 125",
  "Lockout - after hours | 115 | locked out at midnight, keys left in the car",
  "@ Vieux Carré Painting Co. | 5090 | 0 2 16",
  "Repaint between tenants - 2 BR | 1650 |  | multi",
  "Touch-up paint - hallway & trim | 290",
  "@ Red Stick Flooring | 5090 | 2",
  "LVP installed - living room | 1700",
  "@ Gulf Coast Fire & Alarm | 5190 | 4",
  "Fire extinguisher inspection & tags | 165",
  "@ Stine Lumber | 5100 | 0 1 2 3 4 5 16",
  "POS PURCHASE STINE LUMBER #{store} - AC filters 20x25 | 45",
  "POS PURCHASE STINE LUMBER #{store} - caulk & silicone | 28",
  "POS PURCHASE STINE LUMBER #{store} - mousetraps & steel wool | 22",
  "@ Sherwin-Williams | 5100 | 0 2 6 11",
  "SHERWIN-WILLIAMS #{store} - paint, 5 gal eggshell | 235 |  | multi",
  "@ Kamaka Plumbing LLC | 5090 | 6 7 8",
  "Clogged kitchen drain cleared | 165",
  "Toilet leaking at base - wax ring | 145",
  "Solar water heater pump replaced | 640 | panels fine, circulation pump seized",
  "Pressure reducing valve replaced | 420 | low water pressure upstairs",
  "@ Big Island Plumbing Co. | 5090 | 9",
  "Hose bib leak repaired | 120",
  "Water heater element replaced | 230",
  "@ Valley Isle Plumbing | 5090 | 10",
  "Garbage disposal replaced | 285",
  "Shower valve cartridge replaced | 215 | guest reported scalding water",
  "@ Island Breeze AC & Refrigeration | 5090 | 6 7 8 10",
  "Split AC cleaned & serviced | 180",
  "Mini-split refrigerant leak repaired | 690",
  "Window AC unit replaced | 520 |  | summer",
  "@ Koa Termite & Pest Control | 5020 | 6 7 8 9 10",
  "Ant & roach treatment | 130",
  "Centipede & ant perimeter spray | 145 | tenant found a centipede in the bathtub",
  "Drywood termite spot treatment | 420 | frass under the door frame",
  "@ Puna Yard Services | 5020 | 9",
  "Coqui frog spraying - citric acid | 180 | neighbors complained about the noise",
  "Albizia saplings cut back | 320",
  "@ Lanakila Electric | 5090 | 6 7 8 9 10",
  "Outlet & switch replaced - corroded | 175 | salt air corrosion",
  "Lanai ceiling fan replaced | 260",
  "Breaker panel cleaned & retorqued | 340",
  "@ Hale Roofing Hawaii | 5090 | 6 8 9",
  "Ridge cap leak repaired | 380",
  "Gutters cleaned - leaves & mango | 160",
  "@ Mālama Home Repair | 5090 | 6 7 8 10",
  "Jalousie louvers replaced | 240 | two louvers cracked",
  "Lanai screen door replaced | 265",
  "Drywall patch after leak | 220",
  "@ Pacific Appliance Service | 5090 | 6 7 8 9 10",
  "Dryer not heating - element replaced | 210",
  "@ Ohana Lock & Key | 5090 | 6 7 8 9 10",
  "Rekey after tenant move-out | 135",
  "Lockout call - evening | 120 | tenant locked out, spare key missing",
  "@ City Mill | 5100 | 6 7 8",
  "POS PURCHASE CITY MILL #{store} - AC filters & bulbs | 48",
  "POS PURCHASE CITY MILL #{store} - louver clips & screen | 35",
  "@ HPM Building Supply | 5100 | 9",
  "HPM BUILDING SUPPLY HILO - rust paint & brushes | 65",
  "@ Sourdough Plumbing & Heating | 5090 | 11 12 15",
  "Boiler service - glycol check | 285 |  | fall",
  "Frozen supply line thawed | 340 | pipe in the north wall froze at -20 | winter",
  "Circulator pump replaced | 460 | no heat upstairs | winter",
  "@ Tanana Valley Plumbing & Heating | 5090 | 13 14",
  "Toyo stove serviced | 220 |  | fall",
  "Oil furnace nozzle & filter changed | 240 |  | winter",
  "Heat tape replaced on water line | 310 |  | winter",
  "@ Gastineau Mechanical | 5090 | 15",
  "Heat pump filters & service | 195",
  "Bathroom fan ducted outside | 260 | mildew on the bathroom ceiling",
  "@ Aurora Electric Inc. | 5090 | 11 12 13 14 15",
  "Block heater outlets added - parking | 290 | tenants asked for plug-ins | fall",
  "Heat tape circuit added | 380 |  | winter",
  "Entry light fixture replaced | 145",
  "@ Yukon Well & Pump | 5090 | 13 14",
  "Well water test - coliform & arsenic | 125 | annual test, passed",
  "Pressure switch replaced - well | 260 | no water pressure",
  "@ Frontier Septic Service | 5020 | 13 14",
  "Septic tank pumped (1,000 gal) | 450 |  | summer",
  "@ Boreal Chimney Sweep | 5020 | 13 14",
  "Woodstove chimney swept | 245 |  | fall",
  "@ Alpine Garage Door Co. | 5090 | 11 13",
  "Garage door torsion spring replaced | 320 | spring snapped in the cold | winter",
  "Garage door opener replaced | 480",
  "@ Northern Critter Control | 5020 | 11 13 14",
  "Vole & mouse exclusion - crawlspace | 260 | chewed the dryer vent hose",
  "@ Brushstrokes Painting | 5090 | 11 12 15",
  "Interior repaint - unit turnover | 1800 |  | multi",
  "Deck & trim stained | 950 |  | summer",
  "@ Last Frontier Flooring | 5090 | 11 12 15",
  "LVP flooring - unit turnover | 2100 |  | multi",
  "Carpet restretched & seam repair | 180",
  "@ Northern Appliance Repair | 5090 | 11 12 13 14 15",
  "Dryer belt & idler replaced | 155",
  "@ Kodiak Lock & Safe | 5090 | 11 12 13 14 15",
  "Rekey after tenant move-out | 140",
  "Lockout - after hours | 135 | tenant locked out at -10, came right away",
  "@ Spenard Builders Supply | 5100 | 11 12 13 15",
  "CHECKCARD SPENARD BUILDERS SUP #{store} - heat tape & insulation | 85 |  | winter",
  "CHECKCARD SPENARD BUILDERS SUP #{store} - weatherstripping | 42",
  "@ Fred Meyer | 5100 | 11 12 13 15",
  "CHECKCARD FRED MEYER #{store} - furnace filters & bulbs | 55",
  "CHECKCARD FRED MEYER #{store} - ice melt & shovel | 48 |  | winter",
  "@ Zumper | 5000 | 0 2 6 11 15",
  "ZUMPER PRO LISTING FEE | 39 |  | multi",
  "@ RentPrep | 5190 | 0 2 6 11 15",
  "RentPrep tenant screening | 35 |  | multi",
  "@ - | 5010",
  "Mileage - rent showing & inspection | 28",
];

/** [vendor | null, account, jobs: [description, typical $, memos, tag?][], property indices?] from JOB_LINES. */
export const SIXTH_JOBS = jobsOf(JOB_LINES);
