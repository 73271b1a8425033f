/**
 * Where demo activities meet: real Barcelona places. `area` is the neighbourhood, stored in
 * activities.location unless the activity goes elsewhere (a day trip); `address` is what the map link
 * searches for; `point` is the meeting point's pin on the map (a day trip's is where it sets off).
 */
export type Place = {
  name: string;
  address: string;
  area: string;
  point: { latitude: number; longitude: number };
};

export const PLACES = {
  santMiquelBeach: {
    name: 'Platja de Sant Miquel',
    address: 'Passeig Marítim de la Barceloneta, 08003 Barcelona',
    area: 'La Barceloneta',
    point: { latitude: 41.3771, longitude: 2.1921 },
  },
  bogatellBeach: {
    name: 'Platja del Bogatell',
    address: 'Passeig Marítim del Bogatell, 08005 Barcelona',
    area: 'Poblenou',
    point: { latitude: 41.3944, longitude: 2.2067 },
  },
  novaIcariaBeach: {
    name: 'Platja de la Nova Icària',
    address: 'Passeig Marítim de la Nova Icària, 08005 Barcelona',
    area: 'Vila Olímpica',
    point: { latitude: 41.3904, longitude: 2.2012 },
  },
  bunkers: {
    name: 'Bunkers del Carmel (Turó de la Rovira)',
    address: 'Carrer de Marià Lavèrnia, s/n, 08032 Barcelona',
    area: 'El Carmel',
    point: { latitude: 41.4192, longitude: 2.1618 },
  },
  ciutadella: {
    name: 'Parc de la Ciutadella, by the Cascada',
    address: 'Passeig de Picasso, 21, 08003 Barcelona',
    area: 'El Born',
    point: { latitude: 41.3892, longitude: 2.1879 },
  },
  peuDelFunicular: {
    name: 'FGC Peu del Funicular station',
    address: 'Avinguda de Vallvidrera, 08017 Barcelona',
    area: 'Collserola',
    point: { latitude: 41.4036, longitude: 2.1198 },
  },
  vallvidrera: {
    name: 'Plaça de Vallvidrera',
    address: 'Plaça de Vallvidrera, 08017 Barcelona',
    area: 'Vallvidrera',
    point: { latitude: 41.4152, longitude: 2.107 },
  },
  gracia: {
    name: 'Estudi Verdi',
    address: 'Carrer de Verdi, 32, 08012 Barcelona',
    area: 'Gràcia',
    point: { latitude: 41.4037, longitude: 2.1575 },
  },
  graciaFlat: {
    name: "Jordi's flat near Plaça del Sol (door code sent after booking)",
    address: 'Carrer de Ros de Olano, 08012 Barcelona',
    area: 'Gràcia',
    point: { latitude: 41.4022, longitude: 2.1565 },
  },
  virreina: {
    name: 'Terraces of Plaça de la Virreina',
    address: 'Plaça de la Virreina, 08024 Barcelona',
    area: 'Gràcia',
    point: { latitude: 41.4044, longitude: 2.1596 },
  },
  lesseps: {
    name: 'Plaça de Lesseps, by the metro exit',
    address: 'Plaça de Lesseps, 08023 Barcelona',
    area: 'Gràcia',
    point: { latitude: 41.4064, longitude: 2.1503 },
  },
  pobleSecTerrace: {
    name: 'Rooftop kitchen in Poble-sec',
    address: 'Carrer de Blesa, 14, 08004 Barcelona',
    area: 'Poble-sec',
    point: { latitude: 41.373, longitude: 2.1632 },
  },
  carrerBlai: {
    name: 'Carrer de Blai, corner of Carrer de Tapioles',
    address: 'Carrer de Blai, 1, 08004 Barcelona',
    area: 'Poble-sec',
    point: { latitude: 41.3733, longitude: 2.165 },
  },
  santaMaria: {
    name: 'Plaça de Santa Maria del Mar',
    address: 'Plaça de Santa Maria, 1, 08003 Barcelona',
    area: 'El Born',
    point: { latitude: 41.3837, longitude: 2.1818 },
  },
  argenteria: {
    name: 'Wine cellar on Carrer de l’Argenteria',
    address: "Carrer de l'Argenteria, 38, 08003 Barcelona",
    area: 'El Born',
    point: { latitude: 41.3843, longitude: 2.1806 },
  },
  princesa: {
    name: 'Espai Princesa community room',
    address: 'Carrer de la Princesa, 21, 08003 Barcelona',
    area: 'El Born',
    point: { latitude: 41.3862, longitude: 2.1799 },
  },
  santAntoniMarket: {
    name: 'Mercat de Sant Antoni',
    address: "Carrer del Comte d'Urgell, 1, 08011 Barcelona",
    area: 'Sant Antoni',
    point: { latitude: 41.3788, longitude: 2.1616 },
  },
  parlament: {
    name: 'Vermouth bars of Carrer del Parlament',
    address: 'Carrer del Parlament, 20, 08015 Barcelona',
    area: 'Sant Antoni',
    point: { latitude: 41.3756, longitude: 2.162 },
  },
  viladomat: {
    name: 'Taproom on Carrer de Viladomat',
    address: 'Carrer de Viladomat, 26, 08015 Barcelona',
    area: 'Sant Antoni',
    point: { latitude: 41.3758, longitude: 2.1583 },
  },
  santAntoniStudio: {
    name: 'Dance studio on Carrer de Manso',
    address: 'Carrer de Manso, 42, 08015 Barcelona',
    area: 'Sant Antoni',
    point: { latitude: 41.3771, longitude: 2.1576 },
  },
  pujades: {
    name: 'Cocktail lab in a Poblenou warehouse',
    address: 'Carrer de Pujades, 126, 08005 Barcelona',
    area: 'Poblenou',
    point: { latitude: 41.3985, longitude: 2.1958 },
  },
  ramblaPoblenou: {
    name: 'Rambla del Poblenou, seaside end',
    address: 'Rambla del Poblenou, 1, 08005 Barcelona',
    area: 'Poblenou',
    point: { latitude: 41.3969, longitude: 2.2042 },
  },
  canFelipa: {
    name: 'Poliesportiu Can Felipa',
    address: 'Carrer de Pallars, 277, 08005 Barcelona',
    area: 'Poblenou',
    point: { latitude: 41.4011, longitude: 2.2006 },
  },
  marBella: {
    name: 'Centre Esportiu Municipal Mar Bella, padel courts',
    address: 'Avinguda del Litoral, 86, 08005 Barcelona',
    area: 'Poblenou',
    point: { latitude: 41.3991, longitude: 2.2091 },
  },
  barcelonetaStatue: {
    name: "'L'Estel Ferit' sculpture on Barceloneta beach",
    address: 'Passeig Marítim de la Barceloneta, 28, 08003 Barcelona',
    area: 'La Barceloneta',
    point: { latitude: 41.3763, longitude: 2.1928 },
  },
  placaReial: {
    name: 'Plaça Reial, by the Gaudí lampposts',
    address: 'Plaça Reial, 08002 Barcelona',
    area: 'Barri Gòtic',
    point: { latitude: 41.3802, longitude: 2.1754 },
  },
  placaNova: {
    name: 'Plaça Nova, in front of the Cathedral',
    address: 'Plaça Nova, 08002 Barcelona',
    area: 'Barri Gòtic',
    point: { latitude: 41.3843, longitude: 2.1752 },
  },
  plaDeLaSeu: {
    name: 'Pla de la Seu (Cathedral steps)',
    address: 'Pla de la Seu, 08002 Barcelona',
    area: 'Barri Gòtic',
    point: { latitude: 41.3839, longitude: 2.1761 },
  },
  viaLaietanaRooftop: {
    name: 'Rooftop terrace on Via Laietana',
    address: 'Via Laietana, 49, 08003 Barcelona',
    area: 'Barri Gòtic',
    point: { latitude: 41.3866, longitude: 2.1765 },
  },
  museuPicasso: {
    name: 'Museu Picasso',
    address: 'Carrer de Montcada, 15-23, 08003 Barcelona',
    area: 'El Born',
    point: { latitude: 41.3852, longitude: 2.1809 },
  },
  casaBatllo: {
    name: 'Outside Casa Batlló',
    address: 'Passeig de Gràcia, 43, 08007 Barcelona',
    area: 'Eixample',
    point: { latitude: 41.3916, longitude: 2.1649 },
  },
  santPau: {
    name: 'Sant Pau Recinte Modernista',
    address: 'Carrer de Sant Antoni Maria Claret, 167, 08025 Barcelona',
    area: 'El Guinardó',
    point: { latitude: 41.412, longitude: 2.1744 },
  },
  eixampleGameCafe: {
    name: 'Board-game café on Carrer del Consell de Cent',
    address: 'Carrer del Consell de Cent, 259, 08011 Barcelona',
    area: 'Eixample',
    point: { latitude: 41.3866, longitude: 2.1592 },
  },
  palauNacional: {
    name: 'Steps of the Palau Nacional',
    address: 'Palau Nacional, Parc de Montjuïc, s/n, 08038 Barcelona',
    area: 'Montjuïc',
    point: { latitude: 41.369, longitude: 2.1532 },
  },
  sants: {
    name: 'Barcelona Sants station, main hall',
    address: 'Plaça dels Països Catalans, 1, 08014 Barcelona',
    area: 'Sants',
    point: { latitude: 41.3791, longitude: 2.1402 },
  },
  placaEspanya: {
    name: "Plaça d'Espanya FGC station, R5 platform",
    address: "Plaça d'Espanya, 08014 Barcelona",
    area: 'Sants-Montjuïc',
    point: { latitude: 41.3752, longitude: 2.1487 },
  },
} as const satisfies Record<string, Place>;
