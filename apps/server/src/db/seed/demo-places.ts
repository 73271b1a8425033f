/**
 * Where demo activities meet: real Barcelona places. `area` is the neighbourhood, stored in
 * activities.location unless the activity goes elsewhere (a day trip); `address` is what the map link
 * searches for.
 */
export type Place = { name: string; address: string; area: string };

export const PLACES = {
  santMiquelBeach: {
    name: 'Platja de Sant Miquel',
    address: 'Passeig Marítim de la Barceloneta, 08003 Barcelona',
    area: 'La Barceloneta',
  },
  bogatellBeach: {
    name: 'Platja del Bogatell',
    address: 'Passeig Marítim del Bogatell, 08005 Barcelona',
    area: 'Poblenou',
  },
  novaIcariaBeach: {
    name: 'Platja de la Nova Icària',
    address: 'Passeig Marítim de la Nova Icària, 08005 Barcelona',
    area: 'Vila Olímpica',
  },
  bunkers: {
    name: 'Bunkers del Carmel (Turó de la Rovira)',
    address: 'Carrer de Marià Lavèrnia, s/n, 08032 Barcelona',
    area: 'El Carmel',
  },
  ciutadella: {
    name: 'Parc de la Ciutadella, by the Cascada',
    address: 'Passeig de Picasso, 21, 08003 Barcelona',
    area: 'El Born',
  },
  peuDelFunicular: {
    name: 'FGC Peu del Funicular station',
    address: 'Avinguda de Vallvidrera, 08017 Barcelona',
    area: 'Collserola',
  },
  vallvidrera: {
    name: 'Plaça de Vallvidrera',
    address: 'Plaça de Vallvidrera, 08017 Barcelona',
    area: 'Vallvidrera',
  },
  gracia: {
    name: 'Estudi Verdi',
    address: 'Carrer de Verdi, 32, 08012 Barcelona',
    area: 'Gràcia',
  },
  graciaFlat: {
    name: "Jordi's flat near Plaça del Sol (door code sent after booking)",
    address: 'Carrer de Ros de Olano, 08012 Barcelona',
    area: 'Gràcia',
  },
  virreina: {
    name: 'Terraces of Plaça de la Virreina',
    address: 'Plaça de la Virreina, 08024 Barcelona',
    area: 'Gràcia',
  },
  lesseps: {
    name: 'Plaça de Lesseps, by the metro exit',
    address: 'Plaça de Lesseps, 08023 Barcelona',
    area: 'Gràcia',
  },
  pobleSecTerrace: {
    name: 'Rooftop kitchen in Poble-sec',
    address: 'Carrer de Blesa, 14, 08004 Barcelona',
    area: 'Poble-sec',
  },
  carrerBlai: {
    name: 'Carrer de Blai, corner of Carrer de Tapioles',
    address: 'Carrer de Blai, 1, 08004 Barcelona',
    area: 'Poble-sec',
  },
  santaMaria: {
    name: 'Plaça de Santa Maria del Mar',
    address: 'Plaça de Santa Maria, 1, 08003 Barcelona',
    area: 'El Born',
  },
  argenteria: {
    name: 'Wine cellar on Carrer de l’Argenteria',
    address: "Carrer de l'Argenteria, 38, 08003 Barcelona",
    area: 'El Born',
  },
  princesa: {
    name: 'Espai Princesa community room',
    address: 'Carrer de la Princesa, 21, 08003 Barcelona',
    area: 'El Born',
  },
  santAntoniMarket: {
    name: 'Mercat de Sant Antoni',
    address: "Carrer del Comte d'Urgell, 1, 08011 Barcelona",
    area: 'Sant Antoni',
  },
  parlament: {
    name: 'Vermouth bars of Carrer del Parlament',
    address: 'Carrer del Parlament, 20, 08015 Barcelona',
    area: 'Sant Antoni',
  },
  viladomat: {
    name: 'Taproom on Carrer de Viladomat',
    address: 'Carrer de Viladomat, 26, 08015 Barcelona',
    area: 'Sant Antoni',
  },
  santAntoniStudio: {
    name: 'Dance studio on Carrer de Manso',
    address: 'Carrer de Manso, 42, 08015 Barcelona',
    area: 'Sant Antoni',
  },
  pujades: {
    name: 'Cocktail lab in a Poblenou warehouse',
    address: 'Carrer de Pujades, 126, 08005 Barcelona',
    area: 'Poblenou',
  },
  ramblaPoblenou: {
    name: 'Rambla del Poblenou, seaside end',
    address: 'Rambla del Poblenou, 1, 08005 Barcelona',
    area: 'Poblenou',
  },
  canFelipa: {
    name: 'Poliesportiu Can Felipa',
    address: 'Carrer de Pallars, 277, 08005 Barcelona',
    area: 'Poblenou',
  },
  marBella: {
    name: 'Centre Esportiu Municipal Mar Bella, padel courts',
    address: 'Avinguda del Litoral, 86, 08005 Barcelona',
    area: 'Poblenou',
  },
  barcelonetaStatue: {
    name: "'L'Estel Ferit' sculpture on Barceloneta beach",
    address: 'Passeig Marítim de la Barceloneta, 28, 08003 Barcelona',
    area: 'La Barceloneta',
  },
  placaReial: {
    name: 'Plaça Reial, by the Gaudí lampposts',
    address: 'Plaça Reial, 08002 Barcelona',
    area: 'Barri Gòtic',
  },
  placaNova: {
    name: 'Plaça Nova, in front of the Cathedral',
    address: 'Plaça Nova, 08002 Barcelona',
    area: 'Barri Gòtic',
  },
  plaDeLaSeu: {
    name: 'Pla de la Seu (Cathedral steps)',
    address: 'Pla de la Seu, 08002 Barcelona',
    area: 'Barri Gòtic',
  },
  viaLaietanaRooftop: {
    name: 'Rooftop terrace on Via Laietana',
    address: 'Via Laietana, 49, 08003 Barcelona',
    area: 'Barri Gòtic',
  },
  museuPicasso: {
    name: 'Museu Picasso',
    address: 'Carrer de Montcada, 15-23, 08003 Barcelona',
    area: 'El Born',
  },
  casaBatllo: {
    name: 'Outside Casa Batlló',
    address: 'Passeig de Gràcia, 43, 08007 Barcelona',
    area: 'Eixample',
  },
  santPau: {
    name: 'Sant Pau Recinte Modernista',
    address: 'Carrer de Sant Antoni Maria Claret, 167, 08025 Barcelona',
    area: 'El Guinardó',
  },
  eixampleGameCafe: {
    name: 'Board-game café on Carrer del Consell de Cent',
    address: 'Carrer del Consell de Cent, 259, 08011 Barcelona',
    area: 'Eixample',
  },
  palauNacional: {
    name: 'Steps of the Palau Nacional',
    address: 'Palau Nacional, Parc de Montjuïc, s/n, 08038 Barcelona',
    area: 'Montjuïc',
  },
  sants: {
    name: 'Barcelona Sants station, main hall',
    address: 'Plaça dels Països Catalans, 1, 08014 Barcelona',
    area: 'Sants',
  },
  placaEspanya: {
    name: "Plaça d'Espanya FGC station, R5 platform",
    address: "Plaça d'Espanya, 08014 Barcelona",
    area: 'Sants-Montjuïc',
  },
} as const satisfies Record<string, Place>;
