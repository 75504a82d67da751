import type { HeroGuideSeed } from '../../../types'

/** Brazilian Portuguese translation of the English seed's Peni Parker guide (../../../heroes/peni-parker.ts), keyed by hero slug. */
export const guide: HeroGuideSeed = {
  hero: 'peni-parker',
  abilities: [
    {
      name: 'Cyber-Web Cluster',
      variant: 'peni-parker',
      type: 'normal attack',
      button: 'left-click',
      description:
        'O mecha SP//dr dispara uma rajada de balas de teia grudentas. Mantém uma pressão constante em qualquer coisa a uma distância curta ou média.',
      properties: { casting: 'Projétil', damage: '14 por bala', fire_rate: '8 por segundo', ammo: '40', range: '25m' },
    },
    {
      name: 'Cyber-Web Snare',
      variant: 'peni-parker',
      type: 'ability',
      button: 'right-click',
      description:
        'Dispara uma bola de teia que prende o primeiro inimigo atingido ou cria uma mancha de teia onde cai. A mancha acelera Peni e o time dela e deixa ela repor minas sem chamar atenção.',
      properties: { casting: 'Projétil', special_effect: 'Imobiliza um inimigo por 1s ou deixa uma teia que dá velocidade', charges: '3', cooldown: '4s por carga' },
    },
    {
      name: 'Cyber-Bond',
      variant: 'peni-parker',
      type: 'ability',
      button: 'shift',
      description:
        'Peni lança um cabo numa parede ou no chão e dispara até ele, tirando o mecha de apuros ou levando-o para o high ground num só movimento.',
      properties: { casting: 'Cabo', range: '20m', special_effect: 'Puxa Peni até o ponto de fixação', cooldown: '8s' },
    },
    {
      name: 'Bionic Spider-Nest',
      variant: 'peni-parker',
      type: 'ability',
      button: 'e',
      description:
        'Coloca um ninho que solta regularmente pequenos drones-aranha, que perseguem os inimigos e explodem neles. Ao redor do ninho ela também espalha a teia dela, que cura Peni enquanto ela está em cima.',
      properties: { casting: 'Estrutura posicionada', health: '300', special_effect: 'Solta drones-aranha perseguidores; as teias curam Peni', cooldown: '25s depois de destruído' },
    },
    {
      name: 'Arachno-Mine',
      variant: 'peni-parker',
      type: 'ability',
      button: 'f',
      description:
        'Solta uma mina escondida que explode quando um inimigo pisa nela. Algumas minas ao redor do ninho transformam uma salinha num campo minado em que ninguém quer entrar.',
      properties: { casting: 'Armadilha posicionada', damage: '60', special_effect: 'Invisível para os inimigos até ser ativada', max_active: '8', cooldown: '1.5s por mina' },
    },
    {
      name: 'Spider-Sweeper',
      variant: 'peni-parker',
      type: 'ultimate',
      button: 'q',
      description:
        'O mecha vira uma aranha blindada gigante, rolando pelo campo, espalhando minas e atropelando os inimigos no caminho. Perfeito para limpar um ponto de uma passada só.',
      properties: { casting: 'Transformação', damage: '45 por trombada', duration: '10s', special_effect: 'Espalha minas enquanto se move', cost: '3500 de carga de ultimate' },
    },
    {
      name: 'Wall Crawl',
      variant: 'peni-parker',
      type: 'passive',
      button: 'passive',
      description:
        'Peni pode subir paredes e andar pelo teto com o mecha, o que dá a ela ângulos traiçoeiros e rotas de fuga rápidas que outros tanques não têm.',
      properties: { casting: 'Movimento passivo', surfaces: 'Paredes e tetos', special_effect: 'Alterna com o pulo perto de uma parede', cooldown: 'Nenhum' },
    },
    {
      name: 'Symbiote Bond',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'c',
      description:
        'Com Venom no time, Peni pode soltar uma explosão de tentáculos de simbionte ao redor do mecha que causa dano aos inimigos próximos e dá a ela uma camada de vida bônus.',
      properties: { casting: 'Explosão em área', partners: 'Venom (âncora), Spider-Man', damage: '60 ao redor de Peni', bonus_health: '100', cooldown: '30s' },
    },
    {
      name: 'Rocket Network',
      variant: 'peni-parker',
      type: 'team-up',
      button: 'passive',
      description:
        'Rocket liga a tecnologia dele ao ninho dela, então, enquanto ele estiver no time, o Bionic Spider-Nest também produz pequenos kits de armadura que os companheiros podem pegar para ter proteção extra.',
      properties: { casting: 'Passiva', partners: 'Rocket Raccoon (âncora)', special_effect: 'O ninho solta kits de armadura', pack_value: '75 de vida bônus' },
    },
  ],
  details: {
    primaryJob: 'Tanque âncora que segura zonas',
    secondaryJob: 'Armadora de armadilhas nas rotas de flanco',
    healing: 'As teias ao redor do Spider-Nest, mais os kits de vida',
    healingPriority: 3,
    notes:
      'Peni é mais forte num lugar que ela preparou com minas e um ninho. Cure ela enquanto segura esse lugar, em vez de correr atrás dela pelo mapa.',
    counters: ['spider-man', 'black-panther', 'psylocke', 'iron-fist', 'wolverine'],
    counteredBy: ['storm', 'iron-man', 'hela', 'scarlet-witch', 'squirrel-girl'],
    synergies: ['rocket-raccoon', 'venom', 'spider-man', 'invisible-woman', 'luna-snow'],
    stats: [
      { name: 'Vida', value: '750' },
      { name: 'Velocidade de movimento', value: '6 m/s' },
      { name: 'Dificuldade', value: '2/5' },
      { name: 'Alcance', value: 'Curto a médio' },
      { name: 'Melhor modo', value: 'Defendendo pontos' },
    ],
  },
  howToWin: [
    { side: 'as', type: 'playbook', text: 'Coloque o ninho protegido perto do objetivo, cerque as entradas com minas e depois lute em cima das suas teias.' },
    { side: 'as', type: 'playbook', text: 'Prenda um duelista que der dive com a bola de teia e finalize com o tiro principal enquanto as aranhas vão atrás dele.' },
    { side: 'as', type: 'insight', text: 'Os inimigos não veem as suas minas, mas um único acerto de um herói com tiro espalhado pode limpar várias. Espalhe as minas em vez de amontoá-las.' },
    { side: 'as', type: 'insight', text: 'Use o Wall Crawl e o Cyber-Bond para lutar de ângulos estranhos; a maioria dos jogadores não vai olhar para o teto atrás de um mecha de 750 de vida.' },
    { side: 'as', type: 'avoid', text: 'Não avance muito longe do ninho. Sem as teias você perde a autocura e vira um alvo fácil.' },
    { side: 'as', type: 'role', text: 'Peni é um tanque âncora para defesa e controle. Jogue com ela ao lado de um tanque de escudo quando o inimigo tiver muito poke.' },
    { side: 'against', type: 'playbook', text: 'Destrua o Spider-Nest primeiro, de longe; sem ele, Peni perde a cura e o fluxo de aranhas.' },
    { side: 'against', type: 'playbook', text: 'Mande na frente um herói com dano em área para limpar as minas antes que o seu dive entre na sala dela.' },
    { side: 'against', type: 'insight', text: 'Peni demora para se reposicionar sem o cabo. Force o Cyber-Bond e depois caiam em cima dela enquanto ele estiver em cooldown.' },
    { side: 'against', type: 'avoid', text: 'Não deem dive na área do ninho um de cada vez; teias, aranhas e minas punem flankers solitários sem dó.' },
    { side: 'with', type: 'playbook', text: 'Lute em cima das teias dela: elas aceleram os aliados e transformam o território dela numa base segura.' },
    { side: 'with', type: 'insight', text: 'O Rocket Network dá kits de armadura ao ninho dela quando Rocket está por perto, e Venom libera o Symbiote Bond para uma explosão extra de dano e vida.' },
    { side: 'with', type: 'avoid', text: 'Não arraste a luta para longe do setup dela; Peni precisa de alguns segundos para montar um ninho e minas em outro lugar.' },
    { side: 'with', type: 'role', text: 'Escolha um off-tank com mobilidade ou um duelista de dive para avançar enquanto Peni segura o objetivo atrás deles.' },
  ],
  teamUpBonuses: { 'Symbiote Bond': 'Symbiote Bond', 'Rocket Network': 'Rocket Network' },
}
