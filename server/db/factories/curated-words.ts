import { type WordLanguage, wordLanguages } from '~/core/dictionary/word-values';

// The demo's multilingual vocabulary: each row is one concept and its common word in every language the
// product lists (the usual equivalent of that one sense, not a word-for-word gloss), the WordNet part of speech of
// the English word, and which of its WordNet senses the row translates (1, the commonest, unless a
// number says otherwise). The meaning shown, difficulty and frequency come from that WordNet sense
// and lemma (server/db/factories/global-words.ts, docs/decisions/0012-dictionary-content.md).
// Columns: en | es | fr | de | it | pt | part of speech | sense number (optional).
const rows = `
house|casa|maison|Haus|casa|casa|noun
water|agua|eau|Wasser|acqua|água|noun
bread|pan|pain|Brot|pane|pão|noun
friend|amigo|ami|Freund|amico|amigo|noun
book|libro|livre|Buch|libro|livro|noun
city|ciudad|ville|Stadt|città|cidade|noun
day|día|jour|Tag|giorno|dia|noun
night|noche|nuit|Nacht|notte|noite|noun
dog|perro|chien|Hund|cane|cão|noun
cat|gato|chat|Katze|gatto|gato|noun
school|escuela|école|Schule|scuola|escola|noun
family|familia|famille|Familie|famiglia|família|noun|2
time|tiempo|temps|Zeit|tempo|tempo|noun|5
work|trabajo|travail|Arbeit|lavoro|trabalho|noun
sun|sol|soleil|Sonne|sole|sol|noun
tree|árbol|arbre|Baum|albero|árvore|noun
window|ventana|fenêtre|Fenster|finestra|janela|noun
key|llave|clé|Schlüssel|chiave|chave|noun
apple|manzana|pomme|Apfel|mela|maçã|noun
bridge|puente|pont|Brücke|ponte|ponte|noun
knowledge|conocimiento|connaissance|Wissen|conoscenza|conhecimento|noun
journey|viaje|voyage|Reise|viaggio|viagem|noun
weather|tiempo|temps|Wetter|tempo|tempo|noun
health|salud|santé|Gesundheit|salute|saúde|noun
society|sociedad|société|Gesellschaft|società|sociedade|noun
advice|consejo|conseil|Rat|consiglio|conselho|noun
memory|memoria|mémoire|Gedächtnis|memoria|memória|noun|3
threshold|umbral|seuil|Schwelle|soglia|limiar|noun
foresight|previsión|prévoyance|Weitsicht|lungimiranza|antevisão|noun|2
grievance|agravio|grief|Beschwerde|rimostranza|queixa|noun|3
scarcity|escasez|pénurie|Knappheit|scarsità|escassez|noun
dilemma|dilema|dilemme|Dilemma|dilemma|dilema|noun
mother|madre|mère|Mutter|madre|mãe|noun
father|padre|père|Vater|padre|pai|noun
child|niño|enfant|Kind|bambino|criança|noun
woman|mujer|femme|Frau|donna|mulher|noun
man|hombre|homme|Mann|uomo|homem|noun
car|coche|voiture|Auto|macchina|carro|noun
street|calle|rue|Straße|strada|rua|noun
door|puerta|porte|Tür|porta|porta|noun
table|mesa|table|Tisch|tavolo|mesa|noun|2
chair|silla|chaise|Stuhl|sedia|cadeira|noun
money|dinero|argent|Geld|denaro|dinheiro|noun
hand|mano|main|Hand|mano|mão|noun
head|cabeza|tête|Kopf|testa|cabeça|noun
eye|ojo|œil|Auge|occhio|olho|noun
heart|corazón|cœur|Herz|cuore|coração|noun|2
language|idioma|langue|Sprache|lingua|língua|noun
word|palabra|mot|Wort|parola|palavra|noun
question|pregunta|question|Frage|domanda|pergunta|noun|3
answer|respuesta|réponse|Antwort|risposta|resposta|noun
country|país|pays|Land|paese|país|noun
world|mundo|monde|Welt|mondo|mundo|noun
sea|mar|mer|Meer|mare|mar|noun
mountain|montaña|montagne|Berg|montagna|montanha|noun
river|río|rivière|Fluss|fiume|rio|noun
rain|lluvia|pluie|Regen|pioggia|chuva|noun
snow|nieve|neige|Schnee|neve|neve|noun
flower|flor|fleur|Blume|fiore|flor|noun
bird|pájaro|oiseau|Vogel|uccello|pássaro|noun
fish|pez|poisson|Fisch|pesce|peixe|noun
horse|caballo|cheval|Pferd|cavallo|cavalo|noun
milk|leche|lait|Milch|latte|leite|noun
egg|huevo|œuf|Ei|uovo|ovo|noun
cheese|queso|fromage|Käse|formaggio|queijo|noun
coffee|café|café|Kaffee|caffè|café|noun
wine|vino|vin|Wein|vino|vinho|noun
kitchen|cocina|cuisine|Küche|cucina|cozinha|noun
garden|jardín|jardin|Garten|giardino|jardim|noun
teacher|profesor|professeur|Lehrer|insegnante|professor|noun
doctor|médico|médecin|Arzt|medico|médico|noun
hospital|hospital|hôpital|Krankenhaus|ospedale|hospital|noun
train|tren|train|Zug|treno|trem|noun
airport|aeropuerto|aéroport|Flughafen|aeroporto|aeroporto|noun
ticket|billete|billet|Fahrkarte|biglietto|bilhete|noun
song|canción|chanson|Lied|canzone|canção|noun
game|juego|jeu|Spiel|gioco|jogo|noun
week|semana|semaine|Woche|settimana|semana|noun
year|año|année|Jahr|anno|ano|noun
morning|mañana|matin|Morgen|mattina|manhã|noun
summer|verano|été|Sommer|estate|verão|noun
winter|invierno|hiver|Winter|inverno|inverno|noun
island|isla|île|Insel|isola|ilha|noun
forest|bosque|forêt|Wald|foresta|floresta|noun
moon|luna|lune|Mond|luna|lua|noun
love|amor|amour|Liebe|amore|amor|noun
fear|miedo|peur|Angst|paura|medo|noun
truth|verdad|vérité|Wahrheit|verità|verdade|noun|2
idea|idea|idée|Idee|idea|ideia|noun
problem|problema|problème|Problem|problema|problema|noun
price|precio|prix|Preis|prezzo|preço|noun|2
law|ley|loi|Gesetz|legge|lei|noun
war|guerra|guerre|Krieg|guerra|guerra|noun
peace|paz|paix|Frieden|pace|paz|noun
army|ejército|armée|Armee|esercito|exército|noun
government|gobierno|gouvernement|Regierung|governo|governo|noun
newspaper|periódico|journal|Zeitung|giornale|jornal|noun
letter|carta|lettre|Brief|lettera|carta|noun
skill|habilidad|compétence|Fähigkeit|abilità|habilidade|noun
courage|coraje|courage|Mut|coraggio|coragem|noun
wealth|riqueza|richesse|Reichtum|ricchezza|riqueza|noun
agreement|acuerdo|accord|Vereinbarung|accordo|acordo|noun
opportunity|oportunidad|occasion|Gelegenheit|opportunità|oportunidade|noun
tool|herramienta|outil|Werkzeug|attrezzo|ferramenta|noun
shoe|zapato|chaussure|Schuh|scarpa|sapato|noun
shirt|camisa|chemise|Hemd|camicia|camisa|noun
bed|cama|lit|Bett|letto|cama|noun
salt|sal|sel|Salz|sale|sal|noun|2
sugar|azúcar|sucre|Zucker|zucchero|açúcar|noun
stone|piedra|pierre|Stein|pietra|pedra|noun
gold|oro|or|Gold|oro|ouro|noun|3
ship|barco|navire|Schiff|nave|navio|noun
wheel|rueda|roue|Rad|ruota|roda|noun
cloud|nube|nuage|Wolke|nuvola|nuvem|noun|2
wind|viento|vent|Wind|vento|vento|noun
fire|fuego|feu|Feuer|fuoco|fogo|noun
earthquake|terremoto|tremblement de terre|Erdbeben|terremoto|terremoto|noun
witness|testigo|témoin|Zeuge|testimone|testemunha|noun
loneliness|soledad|solitude|Einsamkeit|solitudine|solidão|noun
pride|orgullo|fierté|Stolz|orgoglio|orgulho|noun
jealousy|celos|jalousie|Eifersucht|gelosia|ciúme|noun
eat|comer|manger|essen|mangiare|comer|verb
drink|beber|boire|trinken|bere|beber|verb
speak|hablar|parler|sprechen|parlare|falar|verb
read|leer|lire|lesen|leggere|ler|verb
write|escribir|écrire|schreiben|scrivere|escrever|verb|2
sleep|dormir|dormir|schlafen|dormire|dormir|verb
learn|aprender|apprendre|lernen|imparare|aprender|verb
open|abrir|ouvrir|öffnen|aprire|abrir|verb
buy|comprar|acheter|kaufen|comprare|comprar|verb
forget|olvidar|oublier|vergessen|dimenticare|esquecer|verb
borrow|pedir prestado|emprunter|leihen|prendere in prestito|pegar emprestado|verb
choose|elegir|choisir|wählen|scegliere|escolher|verb
improve|mejorar|améliorer|verbessern|migliorare|melhorar|verb
achieve|lograr|atteindre|erreichen|raggiungere|alcançar|verb
explain|explicar|expliquer|erklären|spiegare|explicar|verb
hesitate|vacilar|hésiter|zögern|esitare|hesitar|verb
overwhelm|abrumar|accabler|überwältigen|sopraffare|sobrecarregar|verb
undermine|socavar|saper|untergraben|minare|minar|verb
acknowledge|reconocer|reconnaître|anerkennen|riconoscere|reconhecer|verb
go|ir|aller|gehen|andare|ir|verb
come|venir|venir|kommen|venire|vir|verb
see|ver|voir|sehen|vedere|ver|verb
hear|oír|entendre|hören|sentire|ouvir|verb
give|dar|donner|geben|dare|dar|verb|3
take|tomar|prendre|nehmen|prendere|tomar|verb|4
know|saber|savoir|wissen|sapere|saber|verb
think|pensar|penser|denken|pensare|pensar|verb|3
want|querer|vouloir|wollen|volere|querer|verb
find|encontrar|trouver|finden|trovare|encontrar|verb|3
help|ayudar|aider|helfen|aiutare|ajudar|verb
play|jugar|jouer|spielen|giocare|jogar|verb
run|correr|courir|laufen|correre|correr|verb
swim|nadar|nager|schwimmen|nuotare|nadar|verb
sing|cantar|chanter|singen|cantare|cantar|verb|2
cook|cocinar|cuisiner|kochen|cucinare|cozinhar|verb
wait|esperar|attendre|warten|aspettare|esperar|verb
pay|pagar|payer|bezahlen|pagare|pagar|verb
sell|vender|vendre|verkaufen|vendere|vender|verb
close|cerrar|fermer|schließen|chiudere|fechar|verb
begin|empezar|commencer|beginnen|cominciare|começar|verb
finish|terminar|finir|beenden|finire|terminar|verb
travel|viajar|voyager|reisen|viaggiare|viajar|verb|2
remember|recordar|se souvenir|sich erinnern|ricordare|lembrar|verb
understand|entender|comprendre|verstehen|capire|entender|verb
persuade|persuadir|persuader|überzeugen|persuadere|persuadir|verb|2
complain|quejarse|se plaindre|sich beschweren|lamentarsi|reclamar|verb
measure|medir|mesurer|messen|misurare|medir|verb
deny|negar|nier|leugnen|negare|negar|verb
forgive|perdonar|pardonner|vergeben|perdonare|perdoar|verb
postpone|aplazar|reporter|verschieben|rimandare|adiar|verb
encourage|animar|encourager|ermutigen|incoraggiare|encorajar|verb|2
breathe|respirar|respirer|atmen|respirare|respirar|verb
big|grande|grand|groß|grande|grande|adjective
small|pequeño|petit|klein|piccolo|pequeno|adjective
new|nuevo|nouveau|neu|nuovo|novo|adjective
happy|feliz|heureux|glücklich|felice|feliz|adjective
cold|frío|froid|kalt|freddo|frio|adjective
beautiful|hermoso|beau|schön|bello|bonito|adjective
difficult|difícil|difficile|schwierig|difficile|difícil|adjective
careful|cuidadoso|prudent|vorsichtig|attento|cuidadoso|adjective
reliable|fiable|fiable|zuverlässig|affidabile|confiável|adjective
ancient|antiguo|ancien|uralt|antico|antigo|adjective
stubborn|terco|têtu|stur|testardo|teimoso|adjective
ambiguous|ambiguo|ambigu|mehrdeutig|ambiguo|ambíguo|adjective|2
thorough|minucioso|minutieux|gründlich|accurato|minucioso|adjective
good|bueno|bon|gut|buono|bom|adjective
bad|malo|mauvais|schlecht|cattivo|mau|adjective
old|viejo|vieux|alt|vecchio|velho|adjective
young|joven|jeune|jung|giovane|jovem|adjective
hot|caliente|chaud|heiß|caldo|quente|adjective
long|largo|long|lang|lungo|longo|adjective|2
easy|fácil|facile|einfach|facile|fácil|adjective
cheap|barato|bon marché|billig|economico|barato|adjective
expensive|caro|cher|teuer|caro|caro|adjective
tired|cansado|fatigué|müde|stanco|cansado|adjective
hungry|hambriento|affamé|hungrig|affamato|faminto|adjective
empty|vacío|vide|leer|vuoto|vazio|adjective
full|lleno|plein|voll|pieno|cheio|adjective
strong|fuerte|fort|stark|forte|forte|adjective
weak|débil|faible|schwach|debole|fraco|adjective
rich|rico|riche|reich|ricco|rico|adjective
poor|pobre|pauvre|arm|povero|pobre|adjective|2
clean|limpio|propre|sauber|pulito|limpo|adjective
dirty|sucio|sale|schmutzig|sporco|sujo|adjective
dark|oscuro|sombre|dunkel|scuro|escuro|adjective
quiet|tranquilo|calme|ruhig|tranquillo|tranquilo|adjective|2
brave|valiente|courageux|mutig|coraggioso|corajoso|adjective
curious|curioso|curieux|neugierig|curioso|curioso|adjective|2
generous|generoso|généreux|großzügig|generoso|generoso|adjective
honest|honesto|honnête|ehrlich|onesto|honesto|adjective
lazy|perezoso|paresseux|faul|pigro|preguiçoso|adjective|2
narrow|estrecho|étroit|eng|stretto|estreito|adjective
obvious|obvio|évident|offensichtlich|ovvio|óbvio|adjective
fragile|frágil|fragile|zerbrechlich|fragile|frágil|adjective
reluctant|reacio|réticent|widerwillig|riluttante|relutante|adjective
ubiquitous|omnipresente|omniprésent|allgegenwärtig|onnipresente|onipresente|adjective
meticulous|meticuloso|méticuleux|akribisch|meticoloso|meticuloso|adjective
quickly|rápidamente|rapidement|schnell|rapidamente|rapidamente|adverb
always|siempre|toujours|immer|sempre|sempre|adverb
often|a menudo|souvent|oft|spesso|frequentemente|adverb
already|ya|déjà|schon|già|já|adverb
nevertheless|sin embargo|néanmoins|dennoch|tuttavia|no entanto|adverb
barely|apenas|à peine|kaum|appena|mal|adverb|2
here|aquí|ici|hier|qui|aqui|adverb
today|hoy|aujourd'hui|heute|oggi|hoje|adverb|2
slowly|despacio|lentement|langsam|lentamente|devagar|adverb
never|nunca|jamais|nie|mai|nunca|adverb
sometimes|a veces|parfois|manchmal|a volte|às vezes|adverb
almost|casi|presque|fast|quasi|quase|adverb
together|juntos|ensemble|zusammen|insieme|juntos|adverb|3
perhaps|quizás|peut-être|vielleicht|forse|talvez|adverb
abroad|en el extranjero|à l'étranger|im Ausland|all'estero|no exterior|adverb
seldom|rara vez|rarement|selten|raramente|raramente|adverb
procrastinate|procrastinar|procrastiner|prokrastinieren|procrastinare|procrastinar|verb
serendipity|serendipia|sérendipité|Serendipität|serendipità|serendipidade|noun
sycophant|adulador|flagorneur|Schmeichler|adulatore|bajulador|noun
indefatigable|incansable|infatigable|unermüdlich|instancabile|incansável|adjective
conscientious|concienzudo|consciencieux|gewissenhaft|coscienzioso|consciencioso|adjective
magnanimous|magnánimo|magnanime|großmütig|magnanimo|magnânimo|adjective
ephemeral|efímero|éphémère|vergänglich|effimero|efêmero|adjective
star|estrella|étoile|Stern|stella|estrela|noun
`;

export const curatedLanguages = wordLanguages;

export type CuratedPartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

export type CuratedConcept = {
  words: Record<WordLanguage, string>;
  partOfSpeech: CuratedPartOfSpeech;
  /** 1-based, within the English word's senses of this part of speech. */
  sense: number;
};

export const curatedConcepts: CuratedConcept[] = rows
  .trim()
  .split('\n')
  .map((line) => {
    const [en, es, fr, de, it, pt, partOfSpeech, sense] = line.split('|') as string[];
    return {
      words: { en: en!, es: es!, fr: fr!, de: de!, it: it!, pt: pt! },
      partOfSpeech: partOfSpeech as CuratedPartOfSpeech,
      sense: sense ? Number(sense) : 1,
    };
  });

/** Real synonyms of some curated words in the other languages (English ones come from WordNet). */
export const curatedSynonyms: Record<string, Record<string, string[]>> = {
  es: {
    casa: ['hogar', 'vivienda'],
    amigo: ['compañero', 'colega'],
    trabajo: ['empleo', 'labor'],
    hermoso: ['bello', 'lindo'],
    difícil: ['complicado', 'arduo'],
    rápidamente: ['deprisa', 'velozmente'],
    elegir: ['escoger', 'seleccionar'],
    lograr: ['conseguir', 'alcanzar'],
    terco: ['testarudo', 'obstinado'],
    viaje: ['travesía', 'recorrido'],
  },
  fr: { maison: ['demeure', 'foyer'], ami: ['copain', 'camarade'], rapidement: ['vite'], beau: ['joli'] },
  de: { Haus: ['Gebäude', 'Heim'], schnell: ['rasch', 'zügig'], schön: ['hübsch'], Arbeit: ['Beruf', 'Job'] },
  it: {
    casa: ['abitazione', 'dimora'],
    amico: ['compagno'],
    lavoro: ['impiego', 'occupazione'],
    bello: ['carino', 'grazioso'],
    difficile: ['arduo', 'complicato'],
    rapidamente: ['velocemente', 'in fretta'],
    scegliere: ['selezionare'],
    raggiungere: ['ottenere', 'conseguire'],
    testardo: ['ostinato', 'cocciuto'],
    viaggio: ['tragitto', 'percorso'],
  },
  pt: { casa: ['lar', 'moradia'], amigo: ['colega', 'companheiro'], feliz: ['contente', 'alegre'] },
};
