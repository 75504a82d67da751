import type { MapGuideSeed } from '../../../types'
import { atCallout, atMarker, marker, utility } from '../../../maps/helpers'

/**
 * Brazilian Portuguese translation of the English seed's Midtown guide (../../../maps/midtown.ts), keyed by map slug;
 * sections, markers and placements in the same order, section and callout names as in the English.
 */
export const guide: MapGuideSeed = {
  map: 'midtown',
  description:
    'Manhattan engolida por uma noite sem fim, onde o luar carmesim cai sobre táxis abandonados e torres góticas brotaram dos prédios de escritórios. A rota do comboio sobe uma avenida larga, cruza um entroncamento iluminado por outdoors quebrados, passa pela escadaria de uma grande biblioteca e termina na praça de uma catedral. As ruas longas favorecem os snipers, enquanto escadas de incêndio e telhados dão muitas opções aos flankers.',
  heroes: [
    {
      hero: 'hawkeye',
      side: 'def',
      reason:
        'As avenidas são longas e retas, então ele consegue eliminar as escoltas dos telhados muito antes de elas chegarem a uma esquina.',
    },
    {
      hero: 'moon-knight',
      side: 'def',
      reason:
        'Paredes, toldos e carros estacionados por todo lado dão aos ataques ricocheteados dele muitas superfícies para quicar, punindo as escoltas que se amontoam em volta da carga.',
    },
    {
      hero: 'squirrel-girl',
      side: 'def',
      reason:
        'Os projéteis quicantes dela são perfeitos para pontos estreitos como o túnel de andaimes e o portão da catedral, e ela consegue prender as escoltas no lugar.',
    },
    {
      hero: 'peni-parker',
      side: 'def',
      reason:
        'Todo checkpoint tem uma aproximação estreita que o ninho e as minas dela conseguem trancar, obrigando os atacantes a perder tempo limpando teias.',
    },
    {
      hero: 'hulk',
      side: 'atk',
      reason:
        'Ele salta para escadas de incêndio e telhados para caçar os snipers, e a forma monstruosa dele é ótima para a briga final na escadaria da catedral.',
    },
    {
      hero: 'the-thing',
      side: 'atk',
      reason:
        'Um brigão teimoso que segura a carga em pontos apertados, como o túnel de andaimes e o portão, ignorando o controle de grupo de que os defensores dependem.',
    },
    {
      hero: 'blade',
      side: 'atk',
      reason:
        'Rápido e difícil de segurar, ele dá dive nos defensores no entroncamento apertado e nas ruas da biblioteca e corta a cura deles.',
    },
    {
      hero: 'human-torch',
      side: 'atk',
      reason:
        'Ele voa sobre as avenidas para acertar os defensores nos telhados, e as zonas de fogo dele afastam os defensores da carga nos pontos estreitos.',
    },
    {
      hero: 'invisible-woman',
      side: 'both',
      reason:
        'Os escudos dela deixam as ruas longas e expostas muito mais seguras para as escoltas, e os empurrões dela mantêm os divers longe da retaguarda na defesa.',
    },
    {
      hero: 'gambit',
      side: 'both',
      reason:
        'Um estrategista flexível cujas cartas ricocheteadas e cura combinam com as ruas que parecem corredores, esteja você segurando uma esquina ou forçando passagem por ela.',
    },
    {
      hero: 'cloak-dagger',
      side: 'both',
      reason:
        'A nuvem que bloqueia a visão é valiosíssima nas avenidas longas, e a cura constante mantém as escoltas vivas em lutas longas.',
    },
  ],
  sections: [
    {
      name: 'Crimson Avenue',
      markers: [
        marker('spawn-door', 0.06, 0.5, 1, 'Os atacantes nascem no saguão de um hotel com as janelas pregadas. Saiam em grupo; a avenida lá fora é longa e pune quem se afasta sozinho.'),
        marker('spawn-door', 0.94, 0.2, 1, 'O spawn dos defensores fica lá no alto da avenida. Quem cai na primeira luta tem uma longa caminhada de volta, então não jogue vidas fora cedo.'),
        marker('objective', 0.14, 0.55, 1, 'A carga começa em frente ao hotel, sob um letreiro piscando. Coloque ela para andar na hora, enquanto os defensores ainda estão tomando posição.'),
        marker('choke-point', 0.4, 0.5, 2, 'Uma fileira de táxis destruídos estreita a avenida a uma única faixa. Defensores com barreira conseguem segurar aqui por muito tempo, então traga dano em área.'),
        marker('choke-point', 0.85, 0.45, 0, 'Um túnel de andaimes sobre a calçada, perto do fim da seção, espreme as escoltas e é ideal para armadilhas.'),
        marker('high-ground', 0.35, 0.15, 2, 'As escadas de incêndio dos prédios de apartamentos ao norte sobem três andares. Os snipers da defesa usam elas para atirar por cima dos táxis destruídos na carga.'),
        marker('high-ground', 0.65, 0.85, 1, 'O telhado de uma cafeteria no lado sul da avenida dá aos atacantes um ângulo seguro sobre as escadas de incêndio. As chaminés dão cobertura enquanto você troca tiros com os snipers.'),
        marker('flank-route', 0.25, 0.88, 1, 'Um beco nos fundos das lojas corre paralelo à avenida e sai logo depois dos táxis. Use para atacar os tanques da defesa pelo lado.'),
        marker('flank-route', 0.7, 0.1, 0, 'Tábuas de madeira ligam os telhados ao norte, deixando heróis com mobilidade se moverem sobre a avenida sem serem vistos. Os snipers da defesa nas escadas de incêndio devem olhar por cima do ombro.'),
        marker('sightline', 0.55, 0.5, 1, 'A avenida é perfeitamente reta aqui, então um sniper no fundo consegue ver a carga durante todo o trajeto dela pela seção.'),
        marker('sightline', 0.85, 0.62, 0, 'Da porta de um banco antigo, os defensores conseguem atirar pela calçada sul sem se expor às escadas de incêndio.'),
        marker('hp-large', 0.45, 0.88, 0, 'Kit de vida grande dentro de uma farmácia saqueada no lado sul, um bom ponto para se recompor depois da luta nos táxis.'),
        marker('hp-small', 0.2, 0.2, 0, 'Kit de vida pequeno ao pé da primeira escada de incêndio. Os atacantes que sobem para enfrentar os snipers podem completar a vida aqui antes da subida.'),
        marker('hp-small', 0.8, 0.35, 0, 'Kit de vida pequeno debaixo dos andaimes. Os defensores que guardam o túnel podem ficar em cima dele e se curar entre as ondas sem abandonar a posição.'),
        marker('destructible', 0.5, 0.44, 1, 'Um ônibus abandonado atravessado em metade da avenida pode ser destruído, abrindo um grande buraco na cobertura dos defensores.'),
        marker('ultimate-spot', 0.42, 0.58, 2, 'Os defensores se amontoam atrás dos táxis para parar a carga. Uma ultimate de área dos atacantes aqui pode limpar a linha inteira.'),
        marker('ultimate-spot', 0.75, 0.55, 1, 'As escoltas que chegam ao túnel de andaimes vêm espremidas; ultimates defensivas aqui podem travar a carga por muito tempo.'),
      ],
      powerPosition: {
        defDescription:
          'Coloque os snipers nas escadas de incêndio ao norte e os tanques atrás dos táxis destruídos. As escadas cobrem a avenida inteira, e os táxis forçam as escoltas a uma única faixa, lenta.',
        atkDescription:
          'Tome o telhado da cafeteria e troque tiros com as escadas de incêndio de lá. Quando os snipers caírem, a linha dos táxis vira um simples empurra-empurra em que os seus tanques levam vantagem.',
      },
      breakout: {
        defDescription:
          'Se a carga já passou dos táxis, reagrupe debaixo dos andaimes em vez de lutar na avenida aberta. O túnel obriga os atacantes a vir até você por um espaço apertado.',
        atkDescription:
          'Quando a linha dos táxis estiver travada, mande um flanker pelo beco dos fundos e outro pelas tábuas dos telhados. A defesa se vira para encará-los, e esse é o momento de passar com a carga.',
      },
      transformations: [
        { description: 'Um ônibus abandonado bloqueando metade da avenida pode ser destruído, abrindo um caminho muito mais largo para a luta pela carga.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador na porta do saguão do hotel para que os companheiros revividos voltem perto da carga.', atMarker(0)),
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador na porta do banco, onde ele fica protegido da linha de visão da avenida.', atMarker(10)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha no vão entre os táxis destruídos, a única faixa que a carga pode usar.', atMarker(3)),
        utility('peni-parker', 'def', 'Espalhe minas na saída do beco dos fundos para pegar os flankers que tentam passar por trás dos táxis.'),
        utility('the-punisher', 'def', 'Use a tirolesa até as escadas de incêndio e atire com a torreta por cima dos táxis na carga.', atMarker(5)),
        utility('the-punisher', 'atk', 'Do telhado da cafeteria, a torreta segura as escadas de incêndio enquanto os seus tanques empurram a linha dos táxis.', atCallout('Coffee Shop Roof')),
        utility('doctor-strange', 'atk', 'Um portal do spawn até as tábuas dos telhados coloca os seus divers acima da linha defensiva.', atMarker(8)),
        utility('doctor-strange', 'both', 'Ligue a farmácia à porta do banco para o seu time rotacionar pela avenida sem atravessar campo aberto.'),
      ],
    },
    {
      name: 'Billboard Junction',
      markers: [
        marker('objective', 0.1, 0.5, 1, 'A carga entra no entroncamento vindo da avenida. O cruzamento largo deixa as escoltas expostas por três direções.'),
        marker('objective', 0.88, 0.62, 2, 'O primeiro checkpoint fica logo depois das barreiras da obra do metrô. Chegar nele traz o spawn dos atacantes para o entroncamento.'),
        marker('spawn-door', 0.93, 0.9, 1, 'Os defensores agora renascem no saguão de um escritório perto do checkpoint. A caminhada é curta, então conte com a volta rápida deles.'),
        marker('choke-point', 0.5, 0.55, 2, 'Caminhões de entrega batidos no meio do cruzamento deixam uma única faixa para a carga: a luta principal da seção.'),
        marker('choke-point', 0.75, 0.55, 0, 'As barreiras da obra do metrô estreitam a rua logo antes do checkpoint. Os defensores que recuaram dos caminhões devem fazer a última resistência entre essas barreiras.'),
        marker('high-ground', 0.5, 0.12, 2, 'Uma passarela atrás do outdoor gigante domina o entroncamento inteiro e é o poleiro mais forte da defesa. Lembre que ela pode ser derrubada, então não fique confortável demais.'),
        marker('high-ground', 0.25, 0.25, 1, 'O último andar de um estacionamento na esquina oeste deixa os atacantes duelarem com a passarela do outdoor. Vença essa troca antes de levar a carga para o meio do entroncamento.'),
        marker('flank-route', 0.3, 0.9, 1, 'Uma entrada do metrô leva a um túnel que sai ao lado das barreiras da obra. Use para chegar atrás dos defensores que guardam o checkpoint.'),
        marker('flank-route', 0.7, 0.2, 0, 'O segundo andar de uma loja de departamentos destruída liga a esquina oeste à passarela do outdoor. Os divers chegam aos snipers por aqui sem atravessar a rua aberta.'),
        marker('sightline', 0.2, 0.55, 1, 'Olhando pela rua transversal a partir da esquina oeste, dá para acertar os defensores enquanto eles voltam do spawn. Atrase eles aqui e a luta nos caminhões fica mais fácil.'),
        marker('sightline', 0.6, 0.8, 0, 'Uma rua transversal ao sul dá uma linha diagonal limpa sobre as barreiras da obra. Os atacantes podem usar para enfraquecer a última resistência antes do checkpoint.'),
        marker('hp-large', 0.4, 0.3, 0, 'Kit de vida grande atrás de uma banca de jornal na esquina norte. Os dois times brigam por ele o tempo todo, então nunca deixe um tanque inimigo ferido chegar até ele sem oposição.'),
        marker('hp-small', 0.15, 0.8, 0, 'Kit de vida pequeno ao lado da entrada do metrô. Os flankers que vão para o túnel devem pegar ele antes, já que o próximo kit fica do lado da defesa.'),
        marker('hp-small', 0.82, 0.3, 0, 'Kit de vida pequeno perto da saída da loja de departamentos. Os defensores que descem da passarela podem completar a vida aqui antes de entrar na luta dos caminhões.'),
        marker('destructible', 0.55, 0.25, 1, 'Os suportes do outdoor gigante podem ser destruídos, fazendo ele desabar e acabando com o poleiro da passarela.'),
        marker('destructible', 0.35, 0.65, 1, 'Os andaimes do lado sul desabam sob fogo, abrindo um novo ângulo sobre os caminhões. Derrube eles se os defensores estiverem usando como esconderijo.'),
        marker('ultimate-spot', 0.5, 0.45, 2, 'Os dois times se encontram em volta dos caminhões batidos; quem acertar a primeira grande ultimate aqui normalmente vence o entroncamento.'),
        marker('ultimate-spot', 0.85, 0.55, 1, 'Os defensores se amontoam nas barreiras para parar a carga logo antes do checkpoint; um alvo perfeito para as ultimates dos atacantes.'),
      ],
      powerPosition: {
        defDescription:
          'Segure a passarela do outdoor com os heróis de longo alcance e os caminhões com os tanques. A passarela vê todas as aproximações, então as escoltas precisam lutar no fogo cruzado no meio do cruzamento.',
        atkDescription:
          'Tome o estacionamento e pressione a passarela até os suportes ou os defensores cederem. Com o high ground limpo, empurrem a carga juntos pelos caminhões.',
      },
      breakout: {
        defDescription:
          'Se os atacantes controlam os caminhões, use o túnel do metrô para aparecer ao lado das barreiras e atacar por trás. A carga para no instante em que eles se viram para encarar você.',
        atkDescription:
          'Quando o entroncamento estiver segurado, mande um diver pela loja de departamentos até a passarela enquanto os tanques avançam atrás dos escudos. Use as ultimates quando os defensores pularem para parar a carga.',
      },
      transformations: [
        { description: 'O outdoor gigante sobre o entroncamento pode ser derrubado, acabando com a passarela e deixando uma pilha de destroços como nova cobertura.' },
        { description: 'Os andaimes ao longo do lado sul desabam sob fogo, abrindo um novo ângulo sobre os caminhões batidos.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador ao lado da entrada do metrô, perto do kit de vida pequeno e fora da vista da passarela.', atMarker(12)),
        utility('rocket-raccoon', 'def', 'Esconda o sinalizador na entrada do saguão do escritório, ao lado do seu spawn, para os aliados revividos voltarem rápido à luta nas barreiras.', atMarker(2)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha no vão entre os caminhões batidos, a única faixa que a carga não tem como evitar.', atMarker(3)),
        utility('peni-parker', 'both', 'Minas no alto da escada do metrô punem qualquer um que tente usar o túnel, dos dois times.', atMarker(7)),
        utility('the-punisher', 'def', 'Instale a torreta na passarela do outdoor para cobrir o entroncamento inteiro, mas mude de lugar rápido se o outdoor começar a cair.', atMarker(5)),
        utility('the-punisher', 'atk', 'Do alto do estacionamento, a torreta mantém a passarela sob pressão.', atMarker(6)),
        utility('doctor-strange', 'atk', 'Um portal da avenida até o segundo andar da loja de departamentos coloca os seus divers ao lado da passarela.', atMarker(8)),
        utility('doctor-strange', 'def', 'Ligue o saguão do escritório à passarela do outdoor para os defensores chegarem ao high ground logo depois de renascer.'),
      ],
    },
    {
      name: 'Library Steps',
      markers: [
        marker('spawn-door', 0.05, 0.2, 1, 'Depois do primeiro checkpoint, os atacantes nascem no entroncamento, atrás da carga. Esperem todo mundo antes de entrar na rua da biblioteca.'),
        marker('spawn-door', 0.95, 0.1, 1, 'Os defensores nascem num hotel depois do segundo checkpoint; a caminhada é longa o bastante para uma troca ruim aqui doer.'),
        marker('objective', 0.12, 0.6, 1, 'A carga passa pela fachada da grande biblioteca logo depois do primeiro checkpoint. Mantenha ela andando enquanto os defensores ainda se reagrupam da luta no entroncamento.'),
        marker('objective', 0.9, 0.55, 2, 'O segundo checkpoint fica debaixo do viaduto, depois da biblioteca. Chegar nele leva a luta para a praça da catedral.'),
        marker('choke-point', 0.4, 0.6, 1, 'Duas estátuas de leão de pedra estreitam a rua em frente à escadaria da biblioteca. Os defensores conseguem segurar atrás delas como se fosse uma muralha.'),
        marker('choke-point', 0.72, 0.7, 1, 'A passagem debaixo do viaduto espreme a rota num corredor escuro. As escoltas devem limpá-la com dano em área antes de seguir a carga para dentro.'),
        marker('high-ground', 0.5, 0.2, 2, 'O pórtico de colunas da biblioteca se ergue acima da rua, e um sniper lá em cima vê a seção inteira. As colunas dão cobertura, então os atacantes precisam chegar nele por dentro do prédio.'),
        marker('high-ground', 0.8, 0.25, 1, 'As janelas da sala de leitura, na ala leste da biblioteca, deixam os defensores atirarem para baixo na entrada da passagem. Os atacantes costumam esquecer essas janelas, então confira antes de avançar.'),
        marker('flank-route', 0.3, 0.08, 1, 'Um corredor pelo interior da biblioteca liga a entrada oeste ao pórtico e à sala de leitura.'),
        marker('flank-route', 0.6, 0.92, 0, 'Um jardim murado atrás de sebes altas corre pelo lado sul e sai ao lado da passagem. É o jeito mais discreto de chegar por trás nos tanques da defesa.'),
        marker('sightline', 0.25, 0.45, 1, 'Da esquina a oeste da biblioteca dá para ver direto a escadaria do pórtico. Os hitscans atacantes podem trocar tiros com o pórtico daqui enquanto a carga ainda está longe.'),
        marker('sightline', 0.65, 0.4, 0, 'O pórtico olha direto pela rua até a passagem. Os snipers da defesa que seguram essa faixa tornam cada metro de escolta doloroso.'),
        marker('hp-large', 0.55, 0.35, 0, 'Kit de vida grande logo na entrada do pórtico. Quem domina o pórtico domina este kit, mais um motivo para os atacantes tomarem o high ground antes de avançar pela rua.'),
        marker('hp-small', 0.2, 0.8, 0, 'Kit de vida pequeno junto às sebes no início da seção. Os atacantes podem se curar aqui fora da vista do pórtico enquanto esperam o resto do time.'),
        marker('hp-small', 0.88, 0.8, 0, 'Kit de vida pequeno debaixo do viaduto, ao lado do checkpoint. Os defensores que seguram a passagem podem ficar colados nele e manter a vida cheia durante a disputa final.'),
        marker('ultimate-spot', 0.45, 0.55, 2, 'Os defensores escondidos atrás das estátuas de leão ficam amontoados, o que torna o lugar ideal para ultimates de área dos atacantes.'),
        marker('ultimate-spot', 0.85, 0.62, 1, 'As escoltas na passagem não conseguem se espalhar; ultimates defensivas aqui podem parar a carga pouco antes do checkpoint.'),
      ],
      powerPosition: {
        defDescription:
          'Mantenha um sniper no pórtico e os tanques atrás das estátuas de leão. Do pórtico dá para ver a rua inteira e a passagem, então as escoltas ficam expostas desde o momento em que chegam.',
        atkDescription:
          'Mande dois heróis pelo interior da biblioteca para tomar o pórtico por dentro. Quando ele cair, as estátuas de leão deixam de ser uma muralha segura para a defesa.',
      },
      breakout: {
        defDescription:
          'Se os atacantes tomarem o pórtico, passe pelo jardim murado e ataque eles na entrada da passagem. Se eles se virarem, a carga para antes do checkpoint.',
        atkDescription:
          'Quando as estátuas de leão estiverem seguradas, mande os flankers pelo jardim das sebes e pelo pórtico ao mesmo tempo. A defesa não consegue cobrir os dois, e a rua se abre.',
      },
      transformations: [],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Coloque o sinalizador junto às sebes, ao lado do kit de vida pequeno, escondido do pórtico.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Esconda o sinalizador na entrada do pórtico, ao lado do kit de vida grande, onde os aliados revividos ficam protegidos pelas colunas.', atMarker(12)),
        utility('peni-parker', 'def', 'Monte o ninho de aranha entre as estátuas de leão, por onde a carga precisa passar e onde os atacantes têm que parar para destruí-lo.', atMarker(4)),
        utility('peni-parker', 'def', 'Minas no corredor interno da biblioteca impedem que os atacantes cheguem escondidos ao pórtico.', atMarker(8)),
        utility('the-punisher', 'def', 'Use a tirolesa até o pórtico e atire com a torreta rua abaixo, na direção do entroncamento, quando as escoltas chegarem.', atMarker(6)),
        utility('the-punisher', 'both', 'As janelas da sala de leitura são um ótimo lugar para a torreta, seja qual for o time que segura a biblioteca.', atMarker(7)),
        utility('doctor-strange', 'atk', 'Um portal do seu spawn até o corredor interno da biblioteca leva o seu time rápido ao pórtico.', atMarker(8)),
        utility('doctor-strange', 'def', 'Ligue a sala de leitura ao jardim das sebes para os defensores passarem do high ground para a rua na hora.'),
      ],
    },
    {
      name: 'Cathedral Plaza',
      markers: [
        marker('spawn-door', 0.07, 0.8, 1, 'O último spawn dos atacantes fica debaixo do viaduto. Agrupem na sombra dele antes de sair, porque a praça lá fora não tem cobertura nenhuma no caminho até a carga.'),
        marker('spawn-door', 0.93, 0.12, 1, 'Os defensores nascem atrás de uma porta lateral da catedral, a poucos passos do ponto final. Os atacantes devem esperar um fluxo constante de defensores voltando e deixar um duelista de olho nessa porta.'),
        marker('objective', 0.15, 0.65, 1, 'A carga sai da passagem e entra na praça, um largo aberto sem cobertura nenhuma. Leve um escudo para a frente e mantenha a retaguarda atrás dele até o portão.'),
        marker('objective', 0.82, 0.4, 2, 'O ponto final de entrega fica nas portas da catedral. Cada metro conta, então nunca deixe a carga sozinha.'),
        marker('choke-point', 0.45, 0.55, 1, 'Um portão de ferro forjado no meio da praça força a carga por uma abertura estreita. Os defensores que seguram logo depois dele conseguem atirar em cada escolta que se espreme para passar.'),
        marker('choke-point', 0.68, 0.45, 1, 'A escadaria da catedral é o último gargalo, e os defensores lá em cima têm uma grande vantagem de altura. Os atacantes devem flanquear pelo jardim lateral em vez de subir os degraus de frente.'),
        marker('high-ground', 0.6, 0.12, 2, 'O campanário domina a praça inteira e vê todas as aproximações das portas. Quem segura ele controla a luta final, então dispute ele antes de a carga chegar ao portão.'),
        marker('high-ground', 0.3, 0.3, 1, 'Uma saliência com gárgulas num velho mausoléu deixa os atacantes pressionarem o campanário pelo oeste. Coloque um hitscan aqui cedo para o sniper da torre estar ocupado antes de a carga chegar.'),
        marker('flank-route', 0.5, 0.9, 1, 'Um túnel de cripta corre por baixo da praça e sai ao lado da escadaria da catedral. Um flanker rápido por aqui pode dividir a defesa bem na hora em que a carga chega ao portão.'),
        marker('flank-route', 0.2, 0.12, 0, 'Uma passarela de sacadas de hotel no lado norte leva na direção do campanário. Os divers que a usam chegam ao sniper da torre sem atravessar a praça aberta.'),
        marker('sightline', 0.35, 0.55, 1, 'A faixa da praça que vai da passagem até o portão é totalmente aberta, perfeita para os defensores atirando da escadaria.'),
        marker('sightline', 0.75, 0.75, 0, 'Do jardim lateral da catedral dá para atirar ao longo do portão por um ângulo inesperado. Os defensores que usam esse ângulo pegam escoltas com os escudos virados para a escadaria.'),
        marker('hp-large', 0.6, 0.7, 0, 'Kit de vida grande na entrada da cripta, perto o bastante para os dois times brigarem por ele. Negar ele à defesa durante o avanço final vale alguns segundos do seu tempo.'),
        marker('hp-small', 0.25, 0.85, 0, 'Kit de vida pequeno perto da saída da passagem. Os atacantes podem se curar aqui antes de cada avanço, bem fora da vista do campanário.'),
        marker('hp-small', 0.88, 0.6, 0, 'Kit de vida pequeno no jardim lateral da catedral. Os defensores que seguram a escadaria podem recuar até ele sem sair da luta em volta da carga.'),
        marker('destructible', 0.55, 0.35, 1, 'Os andaimes em volta de um vitral podem ser destruídos, expondo os defensores que se escondem atrás deles. Derrube cedo para a escadaria ter um canto seguro a menos.'),
        marker('ultimate-spot', 0.78, 0.45, 2, 'Na prorrogação, os defensores se amontoam na escadaria da catedral em volta da carga. Uma ultimate que pegue o time todo aqui decide a partida.'),
        marker('ultimate-spot', 0.45, 0.45, 1, 'As escoltas que se espremem pelo portão de ferro ficam ombro a ombro. Uma ultimate defensiva aqui pode parar o avanço na hora e ganhar tempo para os seus respawns.'),
      ],
      powerPosition: {
        defDescription:
          'Coloque um sniper no campanário e os tanques no alto da escadaria da catedral. A torre vê a praça inteira, e a escadaria obriga os atacantes a lutar morro acima em campo aberto.',
        atkDescription:
          'Tome a saliência das gárgulas e troque tiros com o campanário até ele ficar vazio. Depois passem juntos pelo portão de ferro enquanto a sua retaguarda cobre a escadaria.',
      },
      breakout: {
        defDescription:
          'Se os atacantes chegarem à escadaria, desça pelo túnel da cripta e saia atrás da retaguarda deles. A carga para no instante em que as escoltas se viram.',
        atkDescription:
          'Quando o portão estiver segurado, mande um diver pela passarela das sacadas do hotel até o campanário enquanto os tanques avançam. Guarde as ultimates para quando os defensores pularem na carga.',
      },
      transformations: [
        { description: 'Os andaimes em volta de um vitral na fachada da catedral desabam sob fogo, expondo quem estava escondido atrás deles.' },
      ],
      utilityPlacements: [
        utility('rocket-raccoon', 'atk', 'Esconda o sinalizador perto da saída da passagem, ao lado do kit de vida pequeno; os aliados revividos voltam fora da vista do campanário.', atMarker(13)),
        utility('rocket-raccoon', 'def', 'Coloque o sinalizador no jardim lateral da catedral, perto do ponto final.', atCallout('Side Garden')),
        utility('peni-parker', 'def', 'Monte o ninho de aranha ao pé da escadaria da catedral, bem na rota da carga.', atMarker(5)),
        utility('peni-parker', 'def', 'Minas na saída do túnel da cripta pegam os flankers antes de eles chegarem à escadaria e avisam o seu time que o túnel está sendo usado.'),
        utility('the-punisher', 'def', 'Use a tirolesa até o campanário e atire com a torreta no portão de ferro enquanto as escoltas se espremem na abertura.', atMarker(6)),
        utility('the-punisher', 'atk', 'Da saliência das gárgulas, a torreta mantém ocupados tanto o campanário quanto o alto da escadaria enquanto os seus tanques levam a carga adiante.', atCallout('Gargoyle Ledge')),
        utility('doctor-strange', 'atk', 'Um portal da passagem até o túnel da cripta faz o seu time surgir ao lado da escadaria da catedral.', atCallout('Crypt Entrance')),
        utility('doctor-strange', 'both', 'Ligue o campanário à entrada da cripta para ir do high ground à luta pela carga na hora.'),
      ],
    },
  ],
}
