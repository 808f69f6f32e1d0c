// The thesaurus's groups for a house's fixtures and systems and the jobs done on them, by their other
// everyday names ("stove" is the range, "make ready" the turnover): data, read into SYNONYM_GROUPS in
// their place (thesaurus-groups.ts).

/** Fixtures, systems and jobs by their other everyday names. */
export const FIXTURE_GROUPS: readonly (readonly string[])[] = [
  ["stove", "oven", "range", "cooktop"],
  // A building's common passages, as a janitor's bill ("halls & restrooms") or the owner says them.
  ["hallway", "hallways", "hall", "halls", "corridor", "corridors"],
  ["range hood", "vent hood", "exhaust hood"],
  ["exhaust fan", "vent fan", "bath fan", "bathroom fan"],
  ["hose bib", "hose bibb", "spigot", "outdoor faucet", "outside faucet", "outdoor spigot"],
  ["irrigation", "sprinkler", "sprinkler system", "irrigation system", "lawn sprinkler"],
  ["limb", "branch", "tree limb", "tree branch"],
  // A drain backed up, by what was wrong or by what the plumber did about it.
  [
    "clog",
    "clogged",
    "drain cleaning",
    "drain cleared",
    "unclogged",
    "snaked",
    "rooter",
    "backed up",
    "stopped up",
    "backup",
    "backups",
    // What a tenant sees of it: the water stays ("dishwasher full of water").
    "full of water",
  ],
  // A plumber's camera down the line, by whichever name the invoice or the owner gives it.
  [
    "sewer scope",
    "sewer camera",
    "sewer video",
    "camera inspection",
    "video inspection",
    "scope inspection",
    "sewer line camera",
    "main line camera",
    "line camera",
  ],
  ["refrigerant", "freon", "recharged", "recharge"],
  ["air filter", "air filters", "furnace filter", "furnace filters", "ac filter", "ac filters"],
  ["garbage disposal", "disposal", "disposer", "sink disposal", "kitchen disposal"],
  ["drywall", "sheetrock", "gypsum board"],
  ["walk", "walks", "walkway", "walkways", "sidewalk", "sidewalks"],
  ["leaf removal", "leaf cleanup", "fall cleanup", "leaf pickup", "raking leaves", "leaf raking"],
  // Plurals the stemmer cannot read back to their singular ("leaves" is stemmed "leav").
  ["leaf", "leaves"],
  ["shelf", "shelves"],
  // What a hardware store's "door hardware" is, as the owner names it.
  [
    "door hardware",
    "door handle",
    "door handles",
    "doorknob",
    "doorknobs",
    "door knob",
    "door knobs",
    "lockset",
  ],
  // Termites by what they do, as an inspector's "WDI" (wood destroying insect) report says.
  [
    "termites",
    "wdi",
    "wood destroying insects",
    "wood eating bugs",
    "bugs eating wood",
    "wood boring insects",
  ],
  // The inspection a buyer's lender asks for, which Southern owners call the termite letter.
  ["wdi inspection", "termite letter", "wdi report", "termite clearance letter"],
  // Windows of glass slats, as Hawaii's books name them.
  ["jalousie", "jalousies", "louver windows", "louvered windows", "jalousie windows"],
  // The entry a cold climate builds to keep the cold out, as Alaska's books name it.
  ["arctic entry", "mudroom", "mud room", "cold porch"],
  // The walk through a unit before a tenant moves in, and the list of fixes it makes.
  ["punch list", "walkthrough", "walk through", "walk thru", "move in walkthrough"],
  // What the wind did to a roof, as the roofer's bill says it.
  ["wind torn", "blown off", "blew off", "wind blown"],
  // A tank filled again: the propane or oil dealer's bill says "refill".
  ["refill", "refilled", "fill up", "filled up", "top off", "topped off"],
  // A clogged kitchen sink is its drain: the plumber's bill says "kitchen drain".
  ["kitchen sink", "kitchen drain"],
  // A furnace that will not light has its ignitor or pilot seen to.
  ["ignitor", "igniter", "wont light", "not lighting", "pilot light out", "pilot out"],
  ["pavers", "patio stones", "paving stones", "paver stones", "patio blocks"],
  // A hole in a wall is what a drywall patch mends.
  ["drywall patch", "hole in wall", "holes in walls", "wall hole", "wall holes"],
  // Bugs are sprayed, and the pest company's bill calls it a treatment.
  ["spray", "treatment"],
  ["lvp", "luxury vinyl plank", "vinyl plank"],
  ["blinds", "window blinds", "mini blinds", "window coverings", "shades", "window shades"],
  ["pressure washing", "power washing", "pressure wash", "power wash"],
  [
    "mini split",
    "minisplit",
    "ductless",
    "ductless ac",
    "ductless unit",
    "ductless units",
    "split ac",
    "split system",
    "split unit",
  ],
  ["swamp cooler", "evaporative cooler", "evap cooler"],
  ["propane", "lp gas", "lpg", "lp tank", "liquid propane", "propane delivery", "propane refill"],
  ["heating oil", "fuel oil", "oil delivery"],
  ["dumpster", "roll off", "rolloff"],
  ["paving", "asphalt", "sealcoating", "seal coating", "sealcoat"],
  // The lines of a parking lot are painted again: the paving contractor's "restriped".
  [
    "parking lot lines",
    "parking lines",
    "parking stripes",
    "restriped",
    "restriping",
    "restripe",
    "line striping",
    "striping",
    "lot striping",
    "parking lot striping",
  ],
  ["hot tub cover", "hot tub lid", "spa cover", "spa lid"],
  ["concrete", "cement"],
  ["excavation", "excavate", "excavating", "dig", "digging"],
  // A seasonal place shut for the winter, and opened again: the plumber's "winterized", "spring startup".
  [
    "winterize",
    "winterized",
    "winterizing",
    "winterization",
    "close for winter",
    "closing for winter",
    "closed for winter",
    "shut down for winter",
    "ready for winter",
    "prep for winter",
    "winter prep",
    "shut off water for winter",
    "shutting off water for winter",
    "water off for winter",
  ],
  // A shop's roof-mounted heating and cooling unit, as owners and the mechanical contractor say it.
  ["rooftop unit", "rooftop ac", "rooftop air conditioner", "rooftop hvac", "rtu"],
  [
    "spring startup",
    "spring start up",
    "dewinterize",
    "dewinterized",
    "open for spring",
    "opening for spring",
  ],
  ["alarm monitoring", "security monitoring", "security system", "alarm system"],
  ["elevator", "lift"],
  ["sump pump", "sump"],
  ["water softener", "softener", "hard water"],
  ["electric panel", "electrical panel", "breaker panel", "breaker box", "fuse box"],
  // A breaker is always a circuit's: the rows seldom say so.
  ["circuit breaker", "breaker", "breakers"],
  ["break in", "broke in", "broke into", "broken into", "burglary", "burglarized", "forced entry"],
  ["outlet", "receptacle"],
  ["dead outlet", "outlet not working", "outlet stopped working", "outlet dead", "no power to outlet"],
  ["sink faucet", "faucet"],
  ["countertop", "countertops", "counter top", "counter tops", "counters"],
  // The valve that lowers a house's water pressure, by its name or by what it was fitted for.
  [
    "prv",
    "pressure reducing valve",
    "pressure regulating valve",
    "pressure regulator",
    "pressure reducer",
    "high water pressure",
    "water pressure high",
  ],
  // What a shower's handle turns: the plumber's valve or cartridge, the owner's faucet.
  ["shower valve", "shower faucet", "shower cartridge", "shower handle"],
  // The ridge of a roof, as the roofer or the owner names it.
  ["ridge cap", "roof ridge", "roof peak", "peak of roof"],
  // Where the power line meets the house: the utility's drop, the electrician's weatherhead and mast.
  ["weatherhead", "service mast", "service drop", "power line to house"],
  ["gutter cleaning", "gutter cleanout", "gutters cleaned", "cleaned gutters", "clean gutters"],
  ["lot sweeping", "parking lot sweeping", "parking lot cleaning"],
  ["lead paint", "lead safe", "lead based paint"],
  ["adu", "accessory dwelling unit", "accessory apartment", "mother in law apartment", "granny flat"],
  ["cleanup", "cleanout"],
  ["bathtub", "tub"],
  [
    "tub refinishing",
    "tub reglazing",
    "tub reglazed",
    "bathtub refinishing",
    "bathtub reglazing",
    "tub resurfacing",
    "bathtub resurfacing",
  ],
  // Ice that builds up at a roof's edge is an ice dam, and hangs from it as icicles. ("Ice on the roof"
  // is not: the search reads it as ice and a roof, which an ice storm's limbs off the roof say too.)
  ["ice dam", "icicles"],
  // A window's glass set again in its sash is reglazed ("storm windows reglazed").
  ["window glass", "window pane", "window reglazed", "window reglazing", "reglazed window", "window glazing"],
  ["k9", "canine", "dog"],
  ["coffee pods", "k cups"],
  ["franchise tax", "llc annual tax", "llc tax"],
  // A company's yearly filing with its state, by each state's name for it, and the owner's.
  [
    "annual report",
    "annual registration",
    "annual filing",
    "biennial report",
    "statement of information",
    "periodic report",
    "annual certificate",
    "franchise tax report",
    "annual list",
    "llc fee",
    "llc fees",
    "llc filing",
    "llc renewal",
  ],
  ["motion light", "motion sensor light", "motion activated light", "motion detector light"],
  ["recycling pickup", "recycling collection", "recycling"],
  // Which side of the house: the books write "outdoor" or "exterior" where an owner says "outside".
  ["outdoor", "outside", "exterior"],
  ["exterior lights", "outside lights", "outdoor lights", "exterior lighting", "outdoor lighting"],
  ["dripping faucet", "leaking faucet", "leaky faucet", "faucet drip", "faucet leak", "faucet leaking"],
  ["toilet", "commode"],
  ["deadbolt", "lock"],
  ["smart lock", "keyless entry", "keypad lock", "keyless lock", "keypad deadbolt", "electronic lock"],
  ["knob and tube", "old wiring", "knob and tube wiring"],
  ["hot tub", "spa", "jacuzzi"],
  ["skylight", "roof window"],
  // A wet basement, by what the owner saw or what was done about it.
  [
    "basement waterproofing",
    "wet basement",
    "water in basement",
    "leaky basement",
    "damp basement",
    "flooded basement",
    "basement flooded",
    "basement flooding",
    "basement water",
  ],
  [
    "vapor barrier",
    "moisture barrier",
    "crawlspace encapsulation",
    "crawl space encapsulation",
    "crawlspace moisture",
    "damp crawlspace",
    "wet crawlspace",
  ],
  ["fascia", "fascia board", "trim board"],
  // The wood as an owner sees it and as the carpenter bills it.
  ["rotten", "rotted", "rotting", "wood rot", "dry rot"],
  ["pool service", "pool cleaning", "pool maintenance"],
  ["window cleaning", "window washing"],
  ["carpet cleaning", "carpet shampoo", "steam cleaning"],
  ["duct cleaning", "air duct cleaning"],
  [
    "masonry",
    "mason",
    "tuckpointing",
    "tuckpointed",
    "tuck pointing",
    "repointing",
    "repointed",
    "brickwork",
    "brick repair",
    "mortar repair",
  ],
  // The stairs out of an upper floor in a fire, as the owner or the inspector names them.
  ["fire escape", "emergency exit stairs", "exit stairs", "emergency stairs"],
  ["mold remediation", "mold removal", "mold abatement"],
  ["asbestos abatement", "asbestos removal"],
  ["radon mitigation", "radon system", "radon fan"],
  ["surveyor", "survey"],
  // The work between one tenant's lease and the next: the move-out clean is the most of it.
  [
    "make ready",
    "unit turn",
    "unit turnover",
    "turnover",
    "between tenants",
    "move out cleaning",
    "rent ready",
    "ready for new tenant",
    "ready for new renter",
    "ready for next tenant",
  ],
  // A short stay's cleaning between guests, as its cleaners bill it.
  [
    "turnover cleaning",
    "turnover cleans",
    "guest cleaning",
    "guest cleans",
    "between guests",
    "between stays",
    "after each stay",
    "after every stay",
    "after each guest",
    "after every guest",
    "after checkout",
  ],
  // What keeps a pipe from freezing, as the hardware store's slip or the owner says it.
  [
    "heat tape",
    "heat cable",
    "heat trace",
    "pipe insulation",
    "freeze protection",
    "pipes from freezing",
    "pipe from freezing",
    "pipes freezing",
  ],
  // A porch by Hawaii's name for it.
  ["porch", "lanai", "veranda", "verandah"],
  ["porch boards", "porch floorboards", "porch floor boards", "porch decking"],
  // Heat from electricity, as the owner says it or the HVAC tech's bill names the part.
  [
    "electric heat",
    "heat strips",
    "heat strip",
    "electric baseboard",
    "baseboard heater",
    "baseboard heaters",
  ],
  // A system's yearly look-over, as the owner or the trade says it.
  ["checkup", "check up", "tune up", "tuneup", "safety check", "safety inspection"],
  // A water line that froze, as the plumber's bill says it ("Frozen line in crawlspace thawed").
  ["frozen pipe", "frozen line", "frozen water line", "water line froze", "line froze", "supply froze"],
  // The policy that covers a boiler's or other machinery's breakdown.
  [
    "equipment breakdown",
    "boiler insurance",
    "boiler coverage",
    "boiler and machinery",
    "machinery breakdown",
  ],
  // Keeping mice out, as the pest company's bill or the owner says it.
  [
    "mouse holes",
    "mouse entry points",
    "rodent entry points",
    "mouse exclusion",
    "rodent exclusion",
    "rat exclusion",
    "rodent proofing",
    "mouse proofing",
  ],
  // A toilet that rocks is reset, on a new wax ring.
  [
    "toilet reset",
    "toilet rocking",
    "toilet rocks",
    "wobbly toilet",
    "loose toilet",
    "toilet wobbles",
    "wax ring",
  ],
  ["flickering", "blinking", "flickers", "blinks"],
  // The underside of the roof's overhang, where squirrels get in.
  ["eaves", "eave", "soffit", "soffits"],
  // A bigger electrical service is the panel the electrician upgraded.
  ["panel upgrade", "service upgrade", "electrical upgrade", "electrical service upgrade"],
  // An air conditioner's outdoor half, as the HVAC tech's bill names it.
  ["condenser", "outside unit", "outdoor unit", "outside ac unit", "outdoor ac unit", "ac condenser"],
  // A commercial building's package policy, as the insurer abbreviates it.
  [
    "bop",
    "business owners",
    "business owners policy",
    "businessowners policy",
    "commercial package",
    "commercial pkg",
  ],
  // What a short stay stocks for its guests, as the store's receipt names it.
  ["toiletries", "shampoo", "soap", "body wash", "guest amenities"],
  // A carpet that wrinkles or comes loose is stretched again.
  ["restretched", "restretch", "carpet wrinkles", "carpet buckling", "loose carpet", "carpet stretching"],
  ["light bulbs", "bulbs", "lightbulbs", "light bulb"],
  // A coastal policy for wind, as the insurer names it.
  ["windstorm insurance", "windstorm policy", "wind insurance", "hurricane policy", "hurricane insurance"],
];
